import { Avatar } from "#client/components/ui/avatar";
import type { DataTableColumn } from "#client/components/ui/data-table";
import type { AdminUserView } from "#shared/contracts/admin";
import { formatLongDate } from "#shared/domain/format";
import { FreeAccessSwitch, type UserActionHandlers, UserActions } from "./user-actions";
import { RoleLabel, UserStatus } from "./user-status";

function AccountCell({ user }: { user: AdminUserView }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar name={user.displayName} />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold text-slate-900">{user.displayName}</span>
        <span className="truncate text-xs text-slate-600">
          @{user.username} · {user.email}
        </span>
        <span className="text-xs text-slate-600">Joined {formatLongDate(user.createdAt)}</span>
      </span>
    </span>
  );
}

/** The accounts list: who, their role and plan, whether they may log in, free access, actions. */
export function userColumns(handlers: UserActionHandlers): DataTableColumn<AdminUserView>[] {
  return [
    {
      header: "Account",
      card: "lead",
      className: "max-w-80",
      cell: (user) => <AccountCell user={user} />,
    },
    { header: "Role", card: "field", cell: (user) => <RoleLabel user={user} /> },
    { header: "Status", card: "field", cell: (user) => <UserStatus user={user} /> },
    {
      header: "Free access",
      card: "field",
      cell: (user) => <FreeAccessSwitch user={user} {...handlers} />,
    },
    {
      header: "Actions",
      card: "actions",
      cell: (user) => <UserActions user={user} {...handlers} />,
    },
  ];
}
