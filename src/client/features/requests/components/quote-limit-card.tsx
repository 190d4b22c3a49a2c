import { type FormEvent, useId, useState } from "react";
import { quoteProgressLabel } from "#client/components/request-lead-facts";
import { Button } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";
import { Select } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import { useRaiseQuoteLimit } from "#client/features/requests/api/requests";
import { messageOf } from "#client/lib/api-client";
import type { RequestDetail } from "#shared/contracts/requests";
import { QUOTES_PER_REQUEST_MAX } from "#shared/domain/fair-leads";

const RAISE_FAILED_MESSAGE = "The quote limit could not be raised. Please try again.";

function choicesAbove(limit: number): number[] {
  const choices: number[] = [];
  for (let value = limit + 1; value <= QUOTES_PER_REQUEST_MAX; value += 1) choices.push(value);
  return choices;
}

/** The organizer's raise: once, to a number above today's cap and at most the maximum. */
function RaiseQuoteLimitForm({ request }: { request: RequestDetail }) {
  const choices = choicesAbove(request.quoteLimit);
  const [limit, setLimit] = useState(choices.at(-1) ?? QUOTES_PER_REQUEST_MAX);
  const [refusal, setRefusal] = useState("");
  const raise = useRaiseQuoteLimit(request.id);
  const selectId = useId();
  const hintId = useId();
  const errorId = useId();

  if (choices.length === 0) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal("");
    try {
      const raised = await raise.mutateAsync({ limit });
      toast({
        title: "Quote limit raised",
        description: `This request now takes up to ${raised.quoteLimit} quotes.`,
        variant: "success",
      });
    } catch (error) {
      setRefusal(messageOf(error, RAISE_FAILED_MESSAGE));
    }
  };

  return (
    <form onSubmit={submit} className="mt-4 space-y-3" aria-label="Raise the quote limit">
      <div className="space-y-1.5">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
          Take up to
        </label>
        <Select
          id={selectId}
          value={limit}
          onChange={(event) => setLimit(Number(event.target.value))}
          aria-describedby={refusal ? `${hintId} ${errorId}` : hintId}
          aria-invalid={refusal ? true : undefined}
        >
          {choices.map((value) => (
            <option key={value} value={value}>
              {value} quotes
            </option>
          ))}
        </Select>
        <p id={hintId} className="text-xs text-slate-600">
          You can raise the limit once, to at most {QUOTES_PER_REQUEST_MAX} quotes.
        </p>
      </div>
      {refusal && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {refusal}
        </p>
      )}
      <Button type="submit" variant="outline" className="w-full" disabled={raise.isPending}>
        {raise.isPending ? "Raising..." : "Raise Quote Limit"}
      </Button>
    </form>
  );
}

/** The owner's view of their request's cap: how full it is, and the one raise it allows. */
export function QuoteLimitCard({ request }: { request: RequestDetail }) {
  const canRaise =
    request.status === "active" &&
    !request.quoteLimitRaised &&
    request.quoteLimit < QUOTES_PER_REQUEST_MAX;
  return (
    <Card className="p-6">
      <h2 className="text-base font-semibold text-slate-900">Quote limit</h2>
      <p className="mt-2 text-sm font-medium text-slate-900">{quoteProgressLabel(request)}</p>
      <p className="mt-1 text-sm text-slate-600">
        {request.status !== "active"
          ? "This request is closed, so it takes no more quotes."
          : request.quoteLimitRaised
            ? `You raised the limit to ${request.quoteLimit}; it can be raised only once.`
            : "Once the limit is reached, suppliers can no longer quote and the request leaves their list."}
      </p>
      {canRaise && <RaiseQuoteLimitForm request={request} />}
    </Card>
  );
}
