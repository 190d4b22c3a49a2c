import type { RequestStatus } from "#shared/contracts/requests";
import { Badge } from "./ui/badge";

const tones: Partial<Record<RequestStatus, "green" | "blue" | "red" | "amber">> = {
  active: "green",
  completed: "blue",
  cancelled: "red",
  expired: "amber",
};

/** "found_supplier" reads "Found supplier". */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge tone={tones[status] ?? "neutral"}>{statusLabel(status)}</Badge>;
}

/** Why EventEazy closed an expired request, as the server noted it; empty for any other status. */
export function expiryNote(request: { status: RequestStatus; statusReason?: string | null }) {
  if (request.status !== "expired") return "";
  return request.statusReason
    ? `Expired: ${request.statusReason}`
    : "Expired: the request had no activity for a while.";
}
