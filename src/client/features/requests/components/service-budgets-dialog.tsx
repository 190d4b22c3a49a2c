import { type FormEvent, useId, useState } from "react";
import { Button } from "#client/components/ui/button";
import { Dialog } from "#client/components/ui/dialog";
import { Input, Label } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import { useSetServiceBudgets } from "#client/features/requests/api/request-comparison";
import { messageOf } from "#client/lib/api-client";
import type { RequestDetail } from "#shared/contracts/requests";
import { formatPounds } from "#shared/domain/format";
import { serviceName } from "#shared/domain/quote-services";
import { budgetCeilingPence } from "#shared/domain/request-budget";

const AMOUNT_MESSAGE = "Enter an amount in pounds, such as 350, or leave it empty.";
const SAVE_FAILED_MESSAGE = "Your budgets couldn't be saved. Please try again.";

/** "£1,250.50" → 1250.5; "" → null (no line); anything else → NaN. */
function poundsIn(text: string): number | null {
  const cleaned = text.replace(/[£,\s]/g, "");
  if (cleaned === "") return null;
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const asText = (pence: number | undefined) =>
  pence === undefined ? "" : String(pence % 100 === 0 ? pence / 100 : (pence / 100).toFixed(2));

/**
 * The organizer splits their budget between the request's services. Each line is optional; the
 * server refuses lines that add up to more than the total budget, and says so here.
 */
export function ServiceBudgetsDialog({
  request,
  open,
  onOpenChange,
}: {
  request: RequestDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  const errorId = useId();
  const save = useSetServiceBudgets(request.id);
  const kept = request.comparison?.serviceBudgets ?? {};
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(request.categories.map((service) => [service, asText(kept[service])])),
  );
  const [refusal, setRefusal] = useState("");
  const ceiling = budgetCeilingPence(request.budget);
  const amounts = request.categories.map(
    (service) => [service, poundsIn(values[service] ?? "")] as const,
  );
  const invalid = new Set(
    amounts.filter(([, pounds]) => pounds !== null && !(pounds > 0)).map(([service]) => service),
  );
  const setAside = amounts.reduce(
    (sum, [, pounds]) => sum + (pounds !== null && pounds > 0 ? Math.round(pounds * 100) : 0),
    0,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal("");
    if (invalid.size > 0) return;
    const budgets = Object.fromEntries(
      amounts.flatMap(([service, pounds]) => (pounds === null ? [] : [[service, pounds]])),
    );
    try {
      await save.mutateAsync({ budgets });
      onOpenChange(false);
      toast({
        title: "Budgets saved",
        description: "Each service's quotes are now measured against its own budget.",
        variant: "success",
      });
    } catch (error) {
      setRefusal(messageOf(error, SAVE_FAILED_MESSAGE));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!save.isPending) onOpenChange(next);
      }}
      title="Budget per service"
      description="Set aside part of your budget for each service. Leave a service empty to give it no budget of its own."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save Budgets"}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-4" noValidate>
        {request.categories.map((service) => {
          const inputId = `${formId}-${service}`;
          const fieldErrorId = `${inputId}-error`;
          const isInvalid = invalid.has(service);
          return (
            <div key={service} className="space-y-1.5">
              <Label htmlFor={inputId}>Budget for {serviceName(service)} (£)</Label>
              <Input
                id={inputId}
                inputMode="decimal"
                autoComplete="off"
                value={values[service] ?? ""}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [service]: event.target.value }))
                }
                aria-invalid={isInvalid || undefined}
                aria-describedby={isInvalid ? fieldErrorId : refusal ? errorId : undefined}
              />
              {isInvalid && (
                <p id={fieldErrorId} className="text-sm font-medium text-red-700">
                  {AMOUNT_MESSAGE}
                </p>
              )}
            </div>
          );
        })}
        <p className="text-sm text-slate-700" aria-live="polite">
          {ceiling === null
            ? `${formatPounds(setAside)} set aside. Your total budget isn't given as an amount, so any split is accepted.`
            : setAside > ceiling
              ? `${formatPounds(setAside)} set aside: ${formatPounds(setAside - ceiling)} more than your total budget of ${formatPounds(ceiling)}.`
              : `${formatPounds(setAside)} of your ${formatPounds(ceiling)} set aside; ${formatPounds(ceiling - setAside)} not given to a service.`}
        </p>
        {refusal && (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {refusal}
          </p>
        )}
      </form>
    </Dialog>
  );
}
