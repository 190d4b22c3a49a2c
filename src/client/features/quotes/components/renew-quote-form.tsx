import { CalendarClock } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#client/components/ui/button";
import { Input, Label } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import { useRenewQuote } from "#client/features/quotes/api/quotes";
import { ApiError, messageOf } from "#client/lib/api-client";
import { RENEW_DATE_REQUIRED_MESSAGE, validUntilError } from "#shared/contracts/quotes";
import { addDays, ukToday } from "#shared/domain/calendar-days";
import { formatLongDate } from "#shared/domain/format";
import { latestValidUntil, QUOTE_VALID_DEFAULT_DAYS } from "#shared/domain/quote-terms";

const RENEW_FAILED_MESSAGE = "Failed to renew the quote. Please try again.";

/** The supplier's Renew action: a new valid-until date for their own pending quote. */
export function RenewQuoteForm({
  quoteId,
  isExpired,
  hasValidUntil,
  describedBy,
}: {
  quoteId: number;
  isExpired: boolean;
  /** False on a quote sent without a date: the action then sets one. */
  hasValidUntil: boolean;
  /** The id of what names the quote, so the button reads "Renew quote, <request>". */
  describedBy?: string;
}) {
  const renew = useRenewQuote();
  const [isOpen, setOpen] = useState(false);
  const [date, setDate] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const errorId = `${id}-error`;

  const open = () => {
    setDate(addDays(ukToday(new Date()), QUOTE_VALID_DEFAULT_DAYS));
    setError(null);
    setOpen(true);
  };

  const save = async () => {
    const chosen = date.trim();
    const problem =
      chosen === "" ? RENEW_DATE_REQUIRED_MESSAGE : validUntilError(chosen, new Date());
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await renew.mutateAsync({ quoteId, validUntil: chosen });
      setOpen(false);
      toast({
        title: "Quote renewed",
        description: `Your quote can now be accepted until ${formatLongDate(chosen)}.`,
        variant: "success",
      });
    } catch (failure) {
      const message =
        failure instanceof ApiError && [400, 409, 429].includes(failure.status)
          ? messageOf(failure, RENEW_FAILED_MESSAGE)
          : RENEW_FAILED_MESSAGE;
      setError(message);
    }
  };

  if (!isOpen) {
    return (
      <Button
        variant={isExpired ? "accent" : "outline"}
        size="sm"
        onClick={open}
        aria-describedby={describedBy}
      >
        <CalendarClock aria-hidden="true" />
        {isExpired ? "Renew quote" : hasValidUntil ? "Extend validity" : "Set valid-until date"}
      </Button>
    );
  }
  return (
    <form
      noValidate
      aria-label="Renew quote"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="flex w-full flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:w-auto sm:flex-row sm:items-end"
    >
      <div className="space-y-1">
        <Label htmlFor={id}>New valid-until date</Label>
        <Input
          id={id}
          type="date"
          value={date}
          min={ukToday(new Date())}
          max={latestValidUntil(new Date())}
          onChange={(event) => setDate(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="block sm:w-48"
        />
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={renew.isPending}>
          {renew.isPending ? "Saving..." : "Save date"}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
