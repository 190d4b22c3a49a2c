import { Avatar } from "#client/components/ui/avatar";
import { useIsWideScreen } from "#client/features/admin/lib/use-media-query";
import type { AdminUserView } from "#shared/contracts/admin";
import { formatLongDate } from "#shared/domain/format";
import { FreeAccessSwitch, type UserActionHandlers, UserActions } from "./user-actions";
import { RoleLabel, UserStatus } from "./user-status";

interface UsersListProps extends UserActionHandlers {
  users: AdminUserView[];
}

function AccountCell({ user, showJoined = false }: { user: AdminUserView; showJoined?: boolean }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar name={user.displayName} />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold text-slate-900">{user.displayName}</span>
        <span className="truncate text-xs text-slate-600">
          @{user.username} · {user.email}
        </span>
        {showJoined && (
          <span className="text-xs text-slate-600">Joined {formatLongDate(user.createdAt)}</span>
        )}
      </span>
    </span>
  );
}

/** A table on wide screens; one card per account on phones. */
export function UsersList({ users, ...handlers }: UsersListProps) {
  const isWide = useIsWideScreen();
  if (!isWide) {
    return (
      <ul className="space-y-3">
        {users.map((user) => (
          <li key={user.id}>
            <article
              aria-label={user.displayName}
              className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <AccountCell user={user} />
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className="text-xs font-medium text-slate-600">Role</dt>
                  <dd>
                    <RoleLabel user={user} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-medium text-slate-600">Joined</dt>
                  <dd className="text-slate-900">{formatLongDate(user.createdAt)}</dd>
                </div>
                <div>
                  <dt className="text-xs font-medium text-slate-600">Status</dt>
                  <dd>
                    <UserStatus user={user} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-medium text-slate-600">Free access</dt>
                  <dd>
                    <FreeAccessSwitch user={user} {...handlers} />
                  </dd>
                </div>
              </dl>
              <div className="flex justify-end">
                <UserActions user={user} {...handlers} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Accounts</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Account
            </th>
            <th scope="col" className="px-4 py-3">
              Role
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3 whitespace-nowrap">
              Free access
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {users.map((user) => (
            <tr key={user.id} className="align-top">
              <th scope="row" className="max-w-80 px-4 py-3 font-normal">
                <AccountCell user={user} showJoined />
              </th>
              <td className="px-4 py-3">
                <RoleLabel user={user} />
              </td>
              <td className="px-4 py-3">
                <UserStatus user={user} />
              </td>
              <td className="px-4 py-3">
                <FreeAccessSwitch user={user} {...handlers} />
              </td>
              <td className="px-4 py-3 text-right">
                <UserActions user={user} {...handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
