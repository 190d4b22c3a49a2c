import { Badge } from "#client/components/ui/badge";
import type { Role } from "#shared/contracts/users";

const LABELS: Record<Role, string> = {
  organizer: "Organizer",
  supplier: "Supplier",
  admin: "Admin",
};

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={role === "supplier" ? "brand" : "blue"}>{LABELS[role]}</Badge>;
}
