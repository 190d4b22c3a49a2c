import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { Lock } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { ErrorState } from "#client/components/ui/error-state";
import { Skeleton } from "#client/components/ui/skeleton";
import { toast } from "#client/components/ui/toast";
import {
  PAYMENT_FAILED_TITLE,
  UNEXPECTED_PAYMENT_ERROR,
} from "#client/features/plans/lib/plan-copy";
import { formatPounds } from "#shared/domain/format";

interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  amountPence: number;
  /** Where Stripe sends the payer back after a bank's own confirmation page. */
  returnPath: string;
  onPaid: () => void;
  onCancel: () => void;
}

interface LoadedStripe {
  stripe: Stripe;
  elements: StripeElements;
}

/**
 * Stripe's Payment Element. Stripe.js is fetched from js.stripe.com only here, when Stripe takes
 * the payments: the "pure" loader adds no script until it is called, and it is imported on
 * demand, so it sits in its own chunk that no other page loads.
 */
export function StripePaymentForm({
  publishableKey,
  clientSecret,
  amountPence,
  returnPath,
  onPaid,
  onCancel,
}: StripePaymentFormProps) {
  const container = useRef<HTMLDivElement>(null);
  const loaded = useRef<LoadedStripe | null>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const [attempt, setAttempt] = useState(0);
  const [isPaying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on retry
  useEffect(() => {
    let cancelled = false;
    let unmount: (() => void) | undefined;
    setStatus("loading");
    (async () => {
      try {
        const { loadStripe } = await import("@stripe/stripe-js/pure");
        const stripe = await loadStripe(publishableKey);
        if (cancelled) return;
        if (!stripe || !container.current) throw new Error("Stripe.js did not load");
        const elements = stripe.elements({
          clientSecret,
          appearance: {
            theme: "stripe",
            variables: { colorPrimary: "#5b21b6", fontFamily: "Inter, system-ui, sans-serif" },
          },
        });
        const element = elements.create("payment", { layout: "tabs" });
        element.on("ready", () => {
          if (!cancelled) setStatus("ready");
        });
        element.on("loaderror", () => {
          if (!cancelled) setStatus("failed");
        });
        element.mount(container.current);
        loaded.current = { stripe, elements };
        unmount = () => element.destroy();
      } catch {
        if (!cancelled) setStatus("failed");
      }
    })();
    return () => {
      cancelled = true;
      unmount?.();
      loaded.current = null;
    };
  }, [publishableKey, clientSecret, attempt]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const ready = loaded.current;
    if (!ready || isPaying) return;
    setPaying(true);
    setFailure(null);
    try {
      const { error } = await ready.stripe.confirmPayment({
        elements: ready.elements,
        confirmParams: { return_url: new URL(returnPath, window.location.origin).toString() },
        redirect: "if_required",
      });
      if (error) {
        const message = error.message ?? UNEXPECTED_PAYMENT_ERROR;
        setFailure(message);
        toast({ title: PAYMENT_FAILED_TITLE, description: message, variant: "destructive" });
        return;
      }
      onPaid();
    } catch {
      setFailure(UNEXPECTED_PAYMENT_ERROR);
      toast({
        title: PAYMENT_FAILED_TITLE,
        description: UNEXPECTED_PAYMENT_ERROR,
        variant: "destructive",
      });
    } finally {
      setPaying(false);
    }
  };

  if (status === "failed")
    return (
      <div className="space-y-4">
        <ErrorState
          title="The card form could not load"
          message="Please check your connection and try again."
          onRetry={() => setAttempt((value) => value + 1)}
        />
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    );

  return (
    <form onSubmit={onSubmit} aria-label="Card payment" className="space-y-5">
      {status === "loading" && (
        <div className="space-y-3" role="status" aria-label="Loading the card form">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-2/3" />
        </div>
      )}
      <div ref={container} />
      {failure && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {PAYMENT_FAILED_TITLE}: {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isPaying}>
          Cancel
        </Button>
        <Button type="submit" disabled={status !== "ready" || isPaying}>
          <Lock aria-hidden="true" />
          {isPaying ? "Processing..." : `Pay ${formatPounds(amountPence)}`}
        </Button>
      </div>
    </form>
  );
}
