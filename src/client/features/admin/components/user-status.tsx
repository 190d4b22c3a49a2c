import { Badge } from "#client/components/ui/badge";
import type { AdminUserView } from "#shared/contracts/admin";
import { formatLongDate } from "#shared/domain/format";

const ROLE_LABELS: Record<AdminUserView["role"], string> = {
  organizer: "Organizer",
  supplier: "Supplier",
  admin: "Admin",
};

export function RoleLabel({ user }: { user: AdminUserView }) {
  return (
    <span className="flex flex-col">
      <span className="font-medium text-slate-900">{ROLE_LABELS[user.role]}</span>
      {user.role === "supplier" && (
        <span className="text-xs text-slate-600">{planLabel(user)}</span>
      )}
    </span>
  );
}

function planLabel(user: AdminUserView): string {
  if (user.freeAccess || user.freeAccessFromSettings) return "Free lifetime access";
  if (user.subscriptionActive)
    return user.subscriptionType === "yearly" ? "Standard plan, yearly" : "Standard plan, monthly";
  return "Free plan";
}

export function UserStatus({ user }: { user: AdminUserView }) {
  if (!user.suspendedAt) return <Badge tone="green">Active</Badge>;
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone="red">Suspended</Badge>
      <span className="text-xs text-slate-600">since {formatLongDate(user.suspendedAt)}</span>
      {user.suspendedReason && (
        <span className="max-w-56 text-xs break-words text-slate-700">
          Reason: {user.suspendedReason}
        </span>
      )}
    </span>
  );
}
