import { z } from "zod";
import { INVITATIONS_PER_REQUEST } from "#shared/domain/fair-leads";
import { idField } from "./common";

export const INVITE_SUPPLIERS_REQUIRED_MESSAGE = "Please choose at least one supplier to invite.";
export const INVITE_SUPPLIERS_MAX_MESSAGE = `You can invite at most ${INVITATIONS_PER_REQUEST} suppliers to a request.`;
export const INVITE_CONFIRM_EMAIL_MESSAGE =
  "Please confirm your email address before inviting suppliers.";
export const INVITE_NOT_YOUR_REQUEST_MESSAGE =
  "You can only invite suppliers to your own requests.";
export const INVITE_REQUEST_NOT_ACTIVE_MESSAGE =
  "This request is closed: only an active request takes invitations.";
export const INVITE_REQUEST_FULL_MESSAGE =
  "This request already has all the quotes it takes, so an invited supplier could not quote.";

/** "Supplier 12 isn't a supplier you can invite." (unknown, suspended, or not a supplier). */
export function notInvitableMessage(supplierId: number): string {
  return `Supplier ${supplierId} isn't a supplier you can invite.`;
}

export function supplierUnavailableMessage(name: string): string {
  return `${name} is unavailable on every day of this event.`;
}

export function supplierAlreadyQuotedMessage(name: string): string {
  return `${name} has already quoted on this request.`;
}

export function invitationsFullMessage(already: number): string {
  const left = Math.max(0, INVITATIONS_PER_REQUEST - already);
  return `A request takes at most ${INVITATIONS_PER_REQUEST} invitations; this one has ${already}, so you can invite ${left === 0 ? "no more" : `${left} more`}.`;
}

export function invitationsLimitMessage(ttlMs: number): string {
  return `You have sent many invitations recently. Please wait ${Math.ceil(ttlMs / 60_000)} minute(s) and try again.`;
}

/** `POST /api/requests/{id}/invitations`: 1 to 10 suppliers, each named once or more. */
export const InviteSuppliersBody = z.object({
  supplierIds: z
    .array(idField(), { error: INVITE_SUPPLIERS_REQUIRED_MESSAGE })
    .min(1, INVITE_SUPPLIERS_REQUIRED_MESSAGE)
    .max(INVITATIONS_PER_REQUEST, INVITE_SUPPLIERS_MAX_MESSAGE)
    .transform((ids) => [...new Set(ids)]),
});
export type InviteSuppliersBody = z.input<typeof InviteSuppliersBody>;

/** One supplier invited to one request. */
export const InvitationView = z.object({
  requestId: z.number().int(),
  supplierId: z.number().int(),
  /** The supplier's business name, as the product shows it. */
  supplierName: z.string(),
  createdAt: z.string(),
});
export type InvitationView = z.infer<typeof InvitationView>;

/** `POST` answers the suppliers it named: who is newly invited, and who already was. */
export const InviteSuppliersResult = z.object({
  invited: z.array(InvitationView),
  alreadyInvited: z.array(InvitationView),
  /** Invitations the request now has, of `INVITATIONS_PER_REQUEST`. */
  total: z.number().int(),
});
export type InviteSuppliersResult = z.infer<typeof InviteSuppliersResult>;

/** `GET /api/requests/{id}/invitations` (its organizer): oldest first. */
export const InvitationList = z.array(InvitationView);
export type InvitationList = z.infer<typeof InvitationList>;
