import { CalendarPlus, Copy, Link2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog";
import { Input } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import { useCreateFeedLink, useTurnOffFeed } from "#client/features/availability/api/availability";
import { messageOf } from "#client/lib/api-client";
import type { CalendarFeedLink, OwnAvailability } from "#shared/contracts/availability";
import { formatLongDate } from "#shared/domain/format";

/** The same address for calendar apps, which open webcal:// links as a subscription. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, "webcal://");

function FreshLink({ link }: { link: CalendarFeedLink }) {
  const inputId = useId();
  const noteId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<string | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied("Link copied.");
    } catch {
      inputRef.current?.select();
      setCopied("Your browser didn't let us copy: the link is selected, so press Ctrl+C or ⌘C.");
    }
  };

  return (
    <div className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
        Your calendar link
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={inputRef}
          id={inputId}
          readOnly
          value={link.url}
          aria-describedby={noteId}
          onFocus={(event) => event.target.select()}
          className="font-mono text-xs sm:text-xs"
        />
        <Button variant="outline" onClick={() => void copy()} className="shrink-0">
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
      <p id={noteId} className="text-sm text-slate-800">
        This link is shown only this once: we keep only a fingerprint of it. Copy it into your
        calendar app now, or subscribe directly. Anyone with the link can see your bookings.
      </p>
      <p role="status" className="text-sm text-green-800">
        {copied}
      </p>
      <a
        href={webcalUrl(link.url)}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-700 underline underline-offset-4"
      >
        <CalendarPlus className="size-4" aria-hidden="true" />
        Subscribe in your calendar app
      </a>
    </div>
  );
}

/**
 * A private calendar link to the supplier's bookings, for Google Calendar, Outlook or Apple
 * Calendar to subscribe to. The link is shown once, when it is made; after that only its date.
 */
export function BookingsFeed({ feed }: { feed: OwnAvailability["feed"] }) {
  const headingId = useId();
  const create = useCreateFeedLink();
  const turnOff = useTurnOffFeed();
  const [link, setLink] = useState<CalendarFeedLink | null>(null);
  const [confirming, setConfirming] = useState<"replace" | "off" | null>(null);

  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess(made) {
        setLink(made);
        setConfirming(null);
      },
      onError(error) {
        setConfirming(null);
        toast({
          title: "Link not made",
          description: messageOf(error, "Please try again."),
          variant: "destructive",
        });
      },
    });

  const stopLink = () =>
    turnOff.mutate(undefined, {
      onSuccess() {
        setLink(null);
        setConfirming(null);
        toast({
          title: "Calendar link turned off",
          description: "The old link no longer shows your bookings.",
          variant: "success",
        });
      },
      onError(error) {
        setConfirming(null);
        toast({
          title: "Link not turned off",
          description: messageOf(error, "Please try again."),
          variant: "destructive",
        });
      },
    });

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Your bookings in your calendar app
      </h3>
      <p className="text-sm text-slate-600">
        Subscribe to a private link and the events you are booked for on EventEazy appear in Google
        Calendar, Outlook or Apple Calendar, and stay up to date.
      </p>
      {link && <FreshLink link={link} />}
      {feed ? (
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-sm text-slate-800">
            <Link2 className="size-4 text-brand-700" aria-hidden="true" />
            Link made on {formatLongDate(feed.createdAt)}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setConfirming("replace")}>
              Get a new link
            </Button>
            <Button variant="outline" onClick={() => setConfirming("off")}>
              Turn off
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="outline" onClick={makeLink} disabled={create.isPending}>
          <Link2 aria-hidden="true" />
          {create.isPending ? "Making link…" : "Get calendar link"}
        </Button>
      )}
      <ConfirmDialog
        open={confirming === "replace"}
        onOpenChange={(open) => setConfirming(open ? "replace" : null)}
        title="Get a new calendar link?"
        description="Your current link stops working at once: calendar apps subscribed to it stop getting your bookings until you subscribe with the new one."
        confirmLabel="Get a new link"
        pendingLabel="Making link…"
        isPending={create.isPending}
        onConfirm={makeLink}
      />
      <ConfirmDialog
        open={confirming === "off"}
        onOpenChange={(open) => setConfirming(open ? "off" : null)}
        title="Turn off your calendar link?"
        description="Your link stops working at once, and calendar apps subscribed to it stop getting your bookings."
        confirmLabel="Turn off"
        pendingLabel="Turning off…"
        isPending={turnOff.isPending}
        onConfirm={stopLink}
      />
    </section>
  );
}
