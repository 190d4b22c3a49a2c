import { UsersRound } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { ListPage } from "#client/components/list-page";
import { SearchField } from "#client/components/search-box";
import { Button } from "#client/components/ui/button";
import { DataTable } from "#client/components/ui/data-table";
import { EmptyState } from "#client/components/ui/empty-state";
import { Label, Select } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import { useAdminUsers } from "#client/features/admin/api/get-admin-users";
import {
  useReinstateUser,
  useSetFreeAccess,
  useSuspendUser,
} from "#client/features/admin/api/user-actions";
import { Pager } from "#client/features/admin/components/pager";
import { ReasonDialog } from "#client/features/admin/components/reason-dialog";
import { userColumns } from "#client/features/admin/components/user-columns";
import { oneOf, pageFrom, withParams } from "#client/features/admin/lib/search-params";
import { messageOf } from "#client/lib/api-client";
import { useDebouncedSearch } from "#client/lib/use-debounced-search";
import {
  ADMIN_SEARCH_MAX_LENGTH,
  ADMIN_USER_STATUSES,
  type AdminUserView,
  SuspendUserBody,
} from "#shared/contracts/admin";
import { Role, type UserProfile } from "#shared/contracts/users";

const SEARCH_DEBOUNCE_MS = 300;

export function UsersSection({ currentUser }: { currentUser: UserProfile }) {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const role = oneOf(Role.options, params.get("role"));
  const status = oneOf(ADMIN_USER_STATUSES, params.get("status"));
  const page = pageFrom(params.get("page"));
  const users = useAdminUsers({ q: q || undefined, role, status, page });

  // The address is the source of truth: going back to an earlier search puts its words back.
  const search = useDebouncedSearch(
    q,
    (next) => setParams((current) => withParams(current, { q: next }), { replace: true }),
    SEARCH_DEBOUNCE_MS,
  );

  const [suspending, setSuspending] = useState<AdminUserView | null>(null);
  const suspend = useSuspendUser();
  const reinstate = useReinstateUser();
  const freeAccess = useSetFreeAccess();
  const busyUserId =
    (reinstate.isPending ? reinstate.variables : undefined) ??
    (freeAccess.isPending ? freeAccess.variables?.id : undefined) ??
    null;

  const searchId = useId();
  const roleId = useId();
  const statusId = useId();
  const hasFilters = Boolean(q || role || status);

  const onSuspend = (reason: string) => {
    if (!suspending) return;
    const target = suspending;
    suspend.mutate(
      { id: target.id, reason },
      {
        onSuccess() {
          toast({
            title: "Account suspended",
            description: `${target.displayName} has been signed out everywhere and cannot log in.`,
            variant: "success",
          });
          setSuspending(null);
        },
        onError(error) {
          toast({
            title: "Error",
            description: messageOf(error, "Could not suspend this account. Please try again."),
            variant: "destructive",
          });
        },
      },
    );
  };

  const onReinstate = (user: AdminUserView) =>
    reinstate.mutate(user.id, {
      onSuccess() {
        toast({
          title: "Account reinstated",
          description: `${user.displayName} can log in again.`,
          variant: "success",
        });
      },
      onError(error) {
        toast({
          title: "Error",
          description: messageOf(error, "Could not reinstate this account. Please try again."),
          variant: "destructive",
        });
      },
    });

  const onFreeAccessChange = (user: AdminUserView, grant: boolean) =>
    freeAccess.mutate(
      { id: user.id, freeAccess: grant },
      {
        onSuccess() {
          toast({
            title: grant ? "Free access granted" : "Free access removed",
            description: grant
              ? `${user.displayName} now has the Standard plan without paying.`
              : `${user.displayName} is back on their own plan.`,
            variant: "success",
          });
        },
        onError(error) {
          toast({
            title: "Error",
            description: messageOf(error, "Could not change free access. Please try again."),
            variant: "destructive",
          });
        },
      },
    );

  const list = users.data;
  return (
    <section aria-labelledby={`${searchId}-heading`} className="space-y-6">
      <div className="space-y-1">
        <h2 id={`${searchId}-heading`} className="text-xl font-semibold text-slate-900">
          Users
        </h2>
        <p className="text-sm text-slate-600">
          Find any account, suspend it with a reason, or give a supplier free access.
        </p>
      </div>

      <ListPage
        search={
          <search>
            <form
              className="grid gap-4 md:grid-cols-[1fr_12rem_12rem]"
              onSubmit={(event) => {
                event.preventDefault();
                search.submit();
              }}
            >
              <SearchField
                id={searchId}
                label="Search accounts"
                placeholder="Name, business, username or email"
                maxLength={ADMIN_SEARCH_MAX_LENGTH}
                value={search.text}
                onChange={(event) => search.setText(event.target.value)}
              />
              <div className="space-y-1.5">
                <Label htmlFor={roleId}>Role</Label>
                <Select
                  id={roleId}
                  value={role ?? ""}
                  onChange={(event) =>
                    setParams((current) => withParams(current, { role: event.target.value }))
                  }
                >
                  <option value="">All roles</option>
                  <option value="organizer">Organizers</option>
                  <option value="supplier">Suppliers</option>
                  <option value="admin">Admins</option>
                </Select>
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={statusId}>Status</Label>
                <Select
                  id={statusId}
                  value={status ?? ""}
                  onChange={(event) =>
                    setParams((current) => withParams(current, { status: event.target.value }))
                  }
                >
                  <option value="">Any status</option>
                  <option value="active">Active</option>
                  <option value="suspended">Suspended</option>
                </Select>
              </div>
            </form>
          </search>
        }
        count={{
          text: list ? `${list.total} ${list.total === 1 ? "account" : "accounts"} found` : "",
          isVisuallyHidden: true,
        }}
        results={
          <DataTable
            caption="Accounts"
            columns={userColumns({
              currentUserId: currentUser.id,
              busyUserId,
              onSuspend: setSuspending,
              onReinstate,
              onFreeAccessChange,
            })}
            rows={list?.items}
            rowKey={(user) => user.id}
            rowLabel={(user) => user.displayName}
            loadingLabel="Loading accounts"
            error={
              users.isError
                ? {
                    title: "Could not load accounts",
                    message: messageOf(users.error, "Please check your connection and try again."),
                    onRetry: () => users.refetch(),
                  }
                : undefined
            }
            empty={
              <EmptyState
                icon={UsersRound}
                title={hasFilters ? "No accounts match" : "No accounts yet"}
                description={
                  hasFilters
                    ? "Try another name, username or email, or clear the filters."
                    : undefined
                }
                action={
                  hasFilters ? (
                    <Button
                      variant="outline"
                      onClick={() => {
                        search.setText("");
                        setParams(new URLSearchParams());
                      }}
                    >
                      Clear search and filters
                    </Button>
                  ) : undefined
                }
              />
            }
            isRefreshing={users.isPlaceholderData}
            footer={
              list && (
                <Pager
                  page={list.page}
                  pageSize={list.pageSize}
                  total={list.total}
                  noun="accounts"
                  onPageChange={(next) =>
                    setParams((current) => withParams(current, { page: next }))
                  }
                />
              )
            }
          />
        }
      />

      <ReasonDialog
        open={suspending !== null}
        onOpenChange={(open) => {
          if (!open) setSuspending(null);
        }}
        title={suspending ? `Suspend ${suspending.displayName}?` : "Suspend account"}
        description="They are signed out everywhere at once and cannot log in until an admin reinstates them. Their public profile is hidden meanwhile."
        schema={SuspendUserBody}
        confirmLabel="Suspend account"
        pendingLabel="Suspending..."
        isPending={suspend.isPending}
        onConfirm={onSuspend}
      />
    </section>
  );
}
