import { lazy, Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { Spinner } from "#client/components/ui/spinner";
import { useSession } from "#client/features/auth/api/session";
import { PageErrorBoundary } from "./route-error";
import { Footer } from "./shell/footer";
import { Header } from "./shell/header";
import { ScrollToTop } from "./shell/scroll-to-top";

// Signed-in users only: guests never download the live connection.
const LiveEventsConnection = lazy(() =>
  import("#client/features/live-events/components/live-events-connection").then((m) => ({
    default: m.LiveEventsConnection,
  })),
);

// Only accounts still to confirm their address see it: everyone else never downloads it.
const VerifyEmailBanner = lazy(() =>
  import("#client/features/email-verification/components/verify-email-banner").then((m) => ({
    default: m.VerifyEmailBanner,
  })),
);

export function Layout() {
  const { pathname } = useLocation();
  const { user, isPlaceholder } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      {user && !isPlaceholder && (
        <Suspense fallback={null}>
          <LiveEventsConnection userId={user.id} />
        </Suspense>
      )}
      <Header />
      {user && !user.emailVerified && !isPlaceholder && (
        <Suspense fallback={null}>
          <VerifyEmailBanner user={user} />
        </Suspense>
      )}
      <main id="main" className="flex-1">
        <PageErrorBoundary resetKey={pathname}>
          {/* A full-height placeholder keeps the footer below the fold while a page's code loads. */}
          <Suspense
            fallback={
              <div className="min-h-dvh">
                <Spinner />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
