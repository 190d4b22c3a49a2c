import { Rocket } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "#client/components/ui/button";
import { Page } from "#client/components/ui/page";
import { Skeleton } from "#client/components/ui/skeleton";
import { toast } from "#client/components/ui/toast";
import { useCreatePaymentIntent } from "#client/features/plans/api/create-payment-intent";
import { useSubscription } from "#client/features/plans/api/get-subscription";
import { useValidateCoupon } from "#client/features/plans/api/validate-coupon";
import { BillingToggle } from "#client/features/plans/components/billing-toggle";
import { CouponBox } from "#client/features/plans/components/coupon-box";
import { ACCOUNT_TAB_PATH, CurrentPlan } from "#client/features/plans/components/current-plan";
import { FreePlanCard, StandardPlanCard } from "#client/features/plans/components/plan-cards";
import { PlansFaq } from "#client/features/plans/components/plans-faq";
import { StandardPlanNotice } from "#client/features/plans/components/standard-plan-notice";
import { TestModeNotice } from "#client/features/plans/components/test-mode-notice";
import type { CouponState } from "#client/features/plans/lib/coupon-state";
import {
  LOGIN_REQUIRED_TITLE,
  PAYMENT_START_FAILED_MESSAGE,
} from "#client/features/plans/lib/plan-copy";
import { ApiError } from "#client/lib/api-client";
import { paths } from "#client/lib/paths";
import type { PaymentIntentResponse, PaymentResult, PlanType } from "#shared/contracts/payments";
import type { UserProfile } from "#shared/contracts/users";
import { FREE_SUBSCRIPTION_MESSAGE } from "#shared/domain/plans";
import type { StandardPlanPage } from "#shared/domain/standard-plan";

/**
 * The payment forms (the card form and its checks, or Stripe's Payment Element) load once a plan
 * is chosen: most visitors of the plans page only read it.
 */
const CheckoutPanel = lazy(() =>
  import("#client/features/plans/components/checkout-panel").then((module) => ({
    default: module.CheckoutPanel,
  })),
);

const FREE_ACCOUNT_DEFAULT = "Your account has been granted free access.";

type Checkout = PaymentIntentResponse & { clientSecret: string };

interface PlansPageProps {
  /** Null for a guest, who can compare plans and is asked to log in to go further. */
  user: UserProfile | null;
  /** True while the session is still being checked, so guests' buttons do not flash. */
  isSessionLoading: boolean;
  /** The Standard plan page a supplier on the free plan was sent here from, if any. */
  cameFrom?: StandardPlanPage | null;
}

export function PlansPage({ user, isSessionLoading, cameFrom = null }: PlansPageProps) {
  const navigate = useNavigate();
  const [billing, setBilling] = useState<PlanType>("monthly");
  const [couponCode, setCouponCode] = useState("");
  const [coupon, setCoupon] = useState<CouponState>({ status: "unchecked" });
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const latestCheck = useRef(0);
  const subscribeButton = useRef<HTMLButtonElement>(null);
  const validateCoupon = useValidateCoupon();
  const startPayment = useCreatePaymentIntent();
  const isSupplier = user?.role === "supplier";
  const subscription = useSubscription(isSupplier ? user.id : null);
  const validCoupon = coupon.status === "valid" ? coupon.result : null;

  const sendToLogin = (description: string) => {
    toast({ title: LOGIN_REQUIRED_TITLE, description });
    navigate(paths.login, { state: { from: paths.plans } });
  };

  const onCouponCodeChange = (code: string) => {
    setCouponCode(code);
    // Editing makes any earlier answer stale, including one still on its way.
    latestCheck.current += 1;
    setCoupon({ status: "unchecked" });
  };

  const onValidateCoupon = () => {
    if (!user) return sendToLogin("Please log in to check a coupon code.");
    const check = ++latestCheck.current;
    setCoupon({ status: "checking" });
    validateCoupon.mutate(couponCode.trim(), {
      onSuccess(result) {
        if (check !== latestCheck.current) return;
        if (!result.valid) return setCoupon({ status: "invalid", message: result.message });
        setCoupon({ status: "valid", result: { ...result, valid: true } });
        toast({ title: "Valid Coupon!", description: result.message, variant: "success" });
      },
      onError(error) {
        if (check !== latestCheck.current) return;
        if (error instanceof ApiError && error.status === 401)
          return sendToLogin("Please log in to check a coupon code.");
        if (error instanceof ApiError && error.status === 400 && error.serverMessage)
          return setCoupon({ status: "invalid", message: error.serverMessage });
        setCoupon({ status: "error" });
      },
    });
  };

  const goToProfile = () => navigate(ACCOUNT_TAB_PATH);

  const onSubscribe = () => {
    if (!user) return sendToLogin("Please log in or register to subscribe to a plan.");
    startPayment.mutate(
      { planType: billing, couponCode: validCoupon?.code },
      {
        onSuccess(answer) {
          if (answer.freeAccount) {
            toast({
              title: "Free Access Granted",
              description: answer.message || FREE_ACCOUNT_DEFAULT,
              variant: "success",
            });
            return goToProfile();
          }
          if (answer.freeSubscription) {
            toast({
              title: "Free Subscription Activated!",
              description: answer.message || FREE_SUBSCRIPTION_MESSAGE,
              variant: "success",
            });
            return goToProfile();
          }
          if (!answer.clientSecret) {
            toast({
              title: "Error",
              description: PAYMENT_START_FAILED_MESSAGE,
              variant: "destructive",
            });
            return;
          }
          setCheckout({ ...answer, clientSecret: answer.clientSecret });
        },
        onError(error) {
          const refusal =
            error instanceof ApiError && error.status >= 400 && error.status < 500
              ? error.serverMessage
              : null;
          // A coupon that stopped being valid since it was checked says so where it was typed.
          if (refusal && error instanceof ApiError && error.fieldErrors?.couponCode)
            setCoupon({ status: "invalid", message: refusal });
          toast({
            title: "Error",
            description: refusal || PAYMENT_START_FAILED_MESSAGE,
            variant: "destructive",
          });
        },
      },
    );
  };

  const onTestPaid = (result: PaymentResult) => {
    toast({ title: "Payment Successful", description: result.message, variant: "success" });
    goToProfile();
  };

  const onStripePaid = () => {
    toast({
      title: "Payment Successful",
      description: "Thank you! Your Standard plan will be active in a moment.",
      variant: "success",
    });
    goToProfile();
  };

  const onCancelCheckout = () => {
    setCheckout(null);
    // The cards come back; the button that started the payment takes the focus again.
    setTimeout(() => subscribeButton.current?.focus(), 0);
  };

  const plan = subscription.data;
  const hasPaidOrFreeAccess = plan ? plan.status !== "free" : Boolean(user?.subscriptionActive);

  const standardAction = () => {
    if (!user) {
      if (isSessionLoading) return <Skeleton className="h-12 w-full rounded-lg" />;
      return (
        <Button asChild size="lg" className="w-full">
          <Link to={paths.registerSupplier}>Register &amp; Subscribe</Link>
        </Button>
      );
    }
    if (!isSupplier)
      return (
        <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700">
          Plans are for supplier accounts.
          {user.role === "organizer" && " As an organizer, you use EventEazy free."}
        </p>
      );
    if (subscription.isPending) return <Skeleton className="h-12 w-full rounded-lg" />;
    if (plan && plan.status !== "free")
      return (
        <CurrentPlan
          plan={plan}
          billing={billing}
          isExtending={startPayment.isPending}
          onExtend={onSubscribe}
        />
      );
    return (
      <Button
        ref={subscribeButton}
        size="lg"
        className="w-full"
        onClick={onSubscribe}
        disabled={startPayment.isPending}
      >
        {startPayment.isPending ? "Starting..." : "Subscribe Now"}
      </Button>
    );
  };

  return (
    <Page
      title="Subscription Plans"
      subtitle="Start free, or go Standard for unlimited quotes. No commission on your bookings, ever."
    >
      {cameFrom && (
        <div className="mb-6">
          <StandardPlanNotice page={cameFrom} />
        </div>
      )}
      <div className="mb-6">
        <TestModeNotice />
      </div>
      {checkout ? (
        <Suspense fallback={<Skeleton className="mx-auto h-96 max-w-lg" />}>
          <CheckoutPanel
            intent={checkout}
            returnPath={ACCOUNT_TAB_PATH}
            onTestPaid={onTestPaid}
            onStripePaid={onStripePaid}
            onCancel={onCancelCheckout}
          />
        </Suspense>
      ) : (
        <>
          <div className="flex flex-col items-center gap-6">
            <BillingToggle value={billing} onChange={setBilling} />
            <CouponBox
              code={couponCode}
              state={coupon}
              onCodeChange={onCouponCodeChange}
              onValidate={onValidateCoupon}
            />
          </div>
          <div className="mt-8 grid gap-6 lg:grid-cols-2">
            <FreePlanCard
              isCurrent={isSupplier && subscription.isSuccess && !hasPaidOrFreeAccess}
              action={
                isSessionLoading && !user ? (
                  <Skeleton className="h-12 w-full rounded-lg" />
                ) : (
                  <Button asChild variant="outline" size="lg" className="w-full">
                    <Link to={user ? paths.dashboard : paths.registerSupplier}>
                      Get Started for Free
                    </Link>
                  </Button>
                )
              }
            />
            <StandardPlanCard
              billing={billing}
              coupon={validCoupon}
              isCurrent={isSupplier && hasPaidOrFreeAccess}
              action={standardAction()}
            />
          </div>
        </>
      )}

      <div className="mt-16">
        <PlansFaq />
      </div>

      <section
        aria-labelledby="plans-closing-heading"
        className="mt-16 flex flex-col items-center gap-4 rounded-2xl bg-brand-700 px-6 py-10 text-center text-white"
      >
        <Rocket className="size-8" aria-hidden="true" />
        <h2 id="plans-closing-heading" className="text-2xl font-bold tracking-tight">
          Ready to grow your events business?
        </h2>
        <p className="max-w-xl text-brand-50">
          Organizers across the UK post new requests every day. Keep your profile up to date and be
          ready to quote.
        </p>
        {isSessionLoading && !user ? null : user ? (
          <Button asChild variant="accent" size="lg">
            <Link to={paths.profile}>View Your Profile</Link>
          </Button>
        ) : (
          <Button asChild variant="accent" size="lg">
            <Link to={paths.registerSupplier}>Register as a Supplier</Link>
          </Button>
        )}
      </section>
    </Page>
  );
}
