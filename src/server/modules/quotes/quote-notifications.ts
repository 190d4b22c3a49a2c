import type { UserRow } from "#server/db/schema";
import type { Notifier } from "#server/lib/notifier-interface";
import { displayName } from "#shared/domain/display-name";
import { formatLongDate } from "#shared/domain/format";
import { formatQuoteAmount } from "#shared/domain/quote-price";
import { pages } from "#shared/paths";
import type { DecidedQuote, RenewedQuote, SubmittedQuote } from "./quotes.service";

/** The organizer hears of every new quote on their request, by email too. */
export function notifyQuoteReceived(notifier: Notifier, supplier: UserRow, sent: SubmittedQuote) {
  const supplierName = displayName(supplier);
  const price = formatQuoteAmount(sent.quote);
  return notifier.notify({
    userId: sent.request.organizerId,
    type: "quote",
    title: "New quote received",
    description: `${supplierName} quoted ${price} for "${sent.request.title}".`,
    linkTo: pages.request.href(sent.request.id),
    email: {
      subject: `New quote for ${sent.request.title}`,
      text: `${supplierName} has sent you a quote of ${price} for "${sent.request.title}".\n\nCompare it with your other quotes and accept the one that suits your event.`,
      actionLabel: "View quotes",
    },
  });
}

/**
 * The supplier hears whether their quote was accepted (by email too) or turned down. A supplier
 * who can't message yet is told to subscribe first, not asked to message.
 */
export function notifyQuoteDecided(
  notifier: Notifier,
  decided: DecidedQuote,
  { supplierCanReply }: { supplierCanReply: boolean },
) {
  const { quote, request } = decided;
  if (quote.status === "accepted") {
    const nextStep = supplierCanReply
      ? "Message them to confirm the details."
      : "Subscribe to message them and confirm the details.";
    return notifier.notify({
      userId: quote.supplierId,
      type: "quote",
      title: "Quote accepted",
      description: `Your quote for "${request.title}" was accepted. ${nextStep}`,
      linkTo: pages.request.href(request.id),
      email: {
        subject: `Your quote for ${request.title} was accepted`,
        text: `Good news: the organizer of "${request.title}" has accepted your quote of ${formatQuoteAmount(quote)}.\n\n${nextStep}`,
        actionLabel: "View the request",
      },
    });
  }
  return notifier.notify({
    userId: quote.supplierId,
    type: "quote",
    title: "Quote not accepted",
    description: `Your quote for "${request.title}" was not accepted this time.`,
    linkTo: pages.quotes.href,
  });
}

/** The organizer hears that a quote's valid-until date moved, so an expired one can be accepted again. */
export function notifyQuoteRenewed(notifier: Notifier, supplier: UserRow, renewed: RenewedQuote) {
  const { quote, request } = renewed;
  return notifier.notify({
    userId: request.organizerId,
    type: "quote",
    title: "Quote renewed",
    description: `${displayName(supplier)} renewed their quote for "${request.title}": it can be accepted until ${formatLongDate(quote.validUntil ?? "")}.`,
    linkTo: pages.request.href(request.id),
  });
}
