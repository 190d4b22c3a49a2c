import { CircleCheck, TicketPercent } from "lucide-react";
import { type FormEvent, useId } from "react";
import { Button } from "#client/components/ui/button";
import { Input, Label } from "#client/components/ui/input";
import {
  COUPON_CHECK_FAILED_MESSAGE,
  type CouponState,
} from "#client/features/plans/lib/coupon-state";
import { COUPON_CODE_MAX_LENGTH } from "#shared/domain/limits";

interface CouponBoxProps {
  code: string;
  state: CouponState;
  onCodeChange: (code: string) => void;
  onValidate: () => void;
}

/** A coupon code and its Validate button; the outcome is read out where the code is typed. */
export function CouponBox({ code, state, onCodeChange, onValidate }: CouponBoxProps) {
  const id = useId();
  const resultId = `${id}-result`;
  const isChecking = state.status === "checking";
  const canValidate = code.trim() !== "" && !isChecking;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canValidate) onValidate();
  };

  const isProblem = state.status === "invalid" || state.status === "error";
  return (
    <form
      onSubmit={onSubmit}
      className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-label="Coupon"
    >
      <Label htmlFor={id} className="flex items-center gap-2">
        <TicketPercent className="size-4 text-brand-700" aria-hidden="true" />
        Have a coupon code?
      </Label>
      <div className="mt-2 flex gap-2">
        <Input
          id={id}
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          maxLength={COUPON_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. EAZY20"
          aria-invalid={isProblem || undefined}
          aria-describedby={resultId}
          className="uppercase placeholder:normal-case"
        />
        <Button type="submit" variant="outline" disabled={!canValidate}>
          {isChecking ? "Checking..." : "Validate"}
        </Button>
      </div>
      <div id={resultId} aria-live="polite" className="min-h-5 pt-2 text-sm">
        {state.status === "valid" && (
          <p className="flex items-start gap-1.5 text-green-800">
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {state.result.message}
          </p>
        )}
        {state.status === "invalid" && <p className="text-red-700">{state.message}</p>}
        {state.status === "error" && <p className="text-red-700">{COUPON_CHECK_FAILED_MESSAGE}</p>}
      </div>
    </form>
  );
}
