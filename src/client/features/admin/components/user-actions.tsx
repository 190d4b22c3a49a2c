import { Ban, RotateCcw } from "lucide-react";
import { Button } from "#client/components/ui/button";
import { cn } from "#client/lib/cn";
import type { AdminUserView } from "#shared/contracts/admin";

export interface UserActionHandlers {
  currentUserId: number;
  busyUserId: number | null;
  onSuspend: (user: AdminUserView) => void;
  onReinstate: (user: AdminUserView) => void;
  onFreeAccessChange: (user: AdminUserView, freeAccess: boolean) => void;
}

/** A switch for the admin-granted free access; only suppliers have a plan to waive. */
export function FreeAccessSwitch({
  user,
  busyUserId,
  onFreeAccessChange,
}: { user: AdminUserView } & Pick<UserActionHandlers, "busyUserId" | "onFreeAccessChange">) {
  if (user.role !== "supplier")
    return (
      <span className="text-slate-600">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not applicable</span>
      </span>
    );
  const isOn = user.freeAccess;
  return (
    <span className="flex flex-col items-start gap-1">
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        aria-label={`Free access for ${user.displayName}`}
        disabled={busyUserId === user.id}
        onClick={() => onFreeAccessChange(user, !isOn)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={cn(
            "relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors",
            isOn ? "bg-brand-700" : "bg-slate-300",
          )}
        >
          <span
            className={cn(
              "absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform",
              isOn ? "translate-x-5.5" : "translate-x-0.5",
            )}
          />
        </span>
        {isOn ? "On" : "Off"}
      </button>
      {user.freeAccessFromSettings && (
        <span className="text-xs text-slate-600">Also granted by FREE_ACCESS_EMAILS</span>
      )}
    </span>
  );
}

export function UserActions({
  user,
  currentUserId,
  busyUserId,
  onSuspend,
  onReinstate,
}: { user: AdminUserView } & UserActionHandlers) {
  if (user.id === currentUserId) return <span className="text-sm text-slate-600">You</span>;
  if (user.role === "admin") return <span className="text-sm text-slate-600">Admin account</span>;
  const isBusy = busyUserId === user.id;
  return user.suspendedAt ? (
    <Button
      variant="outline"
      size="sm"
      disabled={isBusy}
      onClick={() => onReinstate(user)}
      aria-label={`Reinstate ${user.displayName}`}
    >
      <RotateCcw aria-hidden="true" />
      Reinstate
    </Button>
  ) : (
    <Button
      variant="outline"
      size="sm"
      className="border-red-300 text-red-800 hover:bg-red-50"
      disabled={isBusy}
      onClick={() => onSuspend(user)}
      aria-label={`Suspend ${user.displayName}`}
    >
      <Ban aria-hidden="true" />
      Suspend
    </Button>
  );
}
