import { FlaskConical } from "lucide-react";
import { usePaymentProvider } from "#client/features/plans/api/get-payment-provider";
import { TEST_MODE_NOTICE } from "#shared/domain/plans";

/** Said wherever plans are bought while the built-in test provider takes the payments. */
export function TestModeNotice() {
  const provider = usePaymentProvider();
  if (provider.data?.provider !== "test") return null;
  return (
    <p className="mx-auto flex w-fit items-center gap-2 rounded-full border border-amber-300 bg-amber-50 px-4 py-1.5 text-sm font-medium text-amber-950">
      <FlaskConical className="size-4 shrink-0 text-amber-800" aria-hidden="true" />
      {TEST_MODE_NOTICE}.
    </p>
  );
}
