import type { RequestStatus } from "#shared/contracts/requests";
import { Badge } from "./ui/badge";

const tones: Partial<Record<RequestStatus, "green" | "blue" | "red">> = {
  active: "green",
  completed: "blue",
  cancelled: "red",
};

/** "found_supplier" reads "Found supplier". */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge tone={tones[status] ?? "neutral"}>{statusLabel(status)}</Badge>;
}
