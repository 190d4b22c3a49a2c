import { ModerationStatus } from "#client/features/admin/components/moderation-status";
import type { AdminUserView } from "#shared/contracts/admin";

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
  return (
    <ModerationStatus
      clearLabel="Active"
      actionLabel="Suspended"
      since={user.suspendedAt}
      reason={user.suspendedReason}
    />
  );
}
