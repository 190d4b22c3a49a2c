import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "#client/components/ui/toast";
import { useSetQuotePicks } from "#client/features/requests/api/request-comparison";
import { messageOf } from "#client/lib/api-client";
import type { RequestDetail } from "#shared/contracts/requests";

type QuotePickKind = "shortlist" | "hidden";
const KINDS: readonly QuotePickKind[] = ["shortlist", "hidden"];

const FAILED_MESSAGES: Record<QuotePickKind, string> = {
  shortlist: "Your shortlist couldn't be saved. Please try again.",
  hidden: "Your hidden quotes couldn't be saved. Please try again.",
};

/** Quote ids, comma-separated, as older addresses of the page carry them (`shortlist=1,4`). */
function idsIn(value: string | null): number[] {
  return (value ?? "")
    .split(",")
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

const ascending = (ids: ReadonlySet<number>) => [...ids].sort((a, b) => a - b);

/**
 * The organizer's shortlist and hidden quotes, kept on the server so they follow them to any
 * device. A change shows at once and is saved behind it; a refused save puts it back and says so.
 * An older address that carries `shortlist=` or `hidden=` still works: once the quotes are known,
 * its quotes join the saved lists, and the address drops them.
 */
export function useQuotePicks(request: RequestDetail, quoteIds: readonly number[] | undefined) {
  const [params, setParams] = useSearchParams();
  const save = useSetQuotePicks(request.id);
  const [picks, setPicks] = useState<Record<QuotePickKind, ReadonlySet<number>>>(() => ({
    shortlist: new Set(request.comparison?.shortlist),
    hidden: new Set(request.comparison?.hidden),
  }));

  const send = (kind: QuotePickKind, next: ReadonlySet<number>, previous: ReadonlySet<number>) => {
    setPicks((current) => ({ ...current, [kind]: next }));
    save.mutate(
      { kind, quoteIds: ascending(next) },
      {
        onError: (error) => {
          setPicks((current) => ({ ...current, [kind]: previous }));
          toast({
            title: "Not saved",
            description: messageOf(error, FAILED_MESSAGES[kind]),
            variant: "destructive",
          });
        },
      },
    );
  };

  const toggle = (kind: QuotePickKind, quoteId: number) => {
    const previous = picks[kind];
    const next = new Set(previous);
    if (next.has(quoteId)) next.delete(quoteId);
    else next.add(quoteId);
    send(kind, next, previous);
  };

  const adopted = useRef(false);
  const adoptOlderAddress = () => {
    if (adopted.current || !quoteIds) return;
    adopted.current = true;
    const known = new Set(quoteIds);
    for (const kind of KINDS) {
      const previous = picks[kind];
      const next = new Set([...previous, ...idsIn(params.get(kind)).filter((id) => known.has(id))]);
      if (next.size > previous.size) send(kind, next, previous);
    }
    if (KINDS.some((kind) => params.has(kind)))
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const kind of KINDS) next.delete(kind);
          return next;
        },
        { replace: true },
      );
  };
  const adoptRef = useRef(adoptOlderAddress);
  adoptRef.current = adoptOlderAddress;
  // Once, when the quotes first arrive: only then can the address's ids be checked against them.
  useEffect(() => {
    if (quoteIds) adoptRef.current();
  }, [quoteIds]);

  return { shortlisted: picks.shortlist, hidden: picks.hidden, toggle };
}
