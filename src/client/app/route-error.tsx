import { TriangleAlert } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Button } from "#client/components/ui/button";
import { paths } from "#client/lib/paths";

interface PageErrorBoundaryProps {
  children: ReactNode;
  /** Changes with the address, so moving to another page clears the error. */
  resetKey: string;
}

/** Catches a page that fails to render or whose code fails to load (after a deploy, say). */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(previous: PageErrorBoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center"
      >
        <TriangleAlert className="size-10 text-coral-700" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">Something went wrong</h1>
        <p className="mt-2 text-slate-600">
          This page couldn't be shown. Reloading usually fixes it.
        </p>
        <div className="mt-6 flex gap-3">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button asChild variant="outline">
            <a href={paths.home}>Home</a>
          </Button>
        </div>
      </div>
    );
  }
}
