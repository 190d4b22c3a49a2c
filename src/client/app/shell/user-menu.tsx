import {
  Bell,
  CalendarCheck,
  ChevronDown,
  LayoutDashboard,
  LogOut,
  ShieldCheck,
  UserRound,
} from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link, useNavigate } from "react-router";
import { Avatar } from "#client/components/ui/avatar";
import { toast } from "#client/components/ui/toast";
import { adminPaths } from "#client/features/admin/lib/admin-sections";
import { useLogout } from "#client/features/auth/api/auth-mutations";
import { paths } from "#client/lib/paths";
import type { UserProfile } from "#shared/contracts/users";

export function UserMenu({ user }: { user: UserProfile }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess() {
        toast({ title: "Logged out", description: "You have been successfully logged out" });
        navigate(paths.home);
      },
      onError() {
        toast({
          title: "Logout failed",
          description: "Failed to log out, please try again",
          variant: "destructive",
        });
      },
    });
  const itemClass =
    "flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm outline-none data-[highlighted]:bg-slate-100";
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className="flex min-h-11 items-center gap-1 rounded-full p-1 hover:bg-slate-100"
          aria-label={`Account menu for ${user.displayName}`}
        >
          <Avatar name={user.displayName} imageUrl={user.profileImage} />
          <ChevronDown className="size-4 text-slate-600" aria-hidden="true" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5">
            <span className="block truncate text-sm font-semibold">{user.displayName}</span>
            <span className="block truncate text-xs text-slate-600">@{user.username}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild>
            <Link to={paths.dashboard} className={itemClass}>
              <LayoutDashboard className="size-4" aria-hidden="true" /> Dashboard
            </Link>
          </DropdownMenu.Item>
          {user.role !== "admin" && (
            <DropdownMenu.Item asChild>
              <Link to={paths.bookings} className={itemClass}>
                <CalendarCheck className="size-4" aria-hidden="true" /> Bookings
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item asChild>
            <Link to={paths.profile} className={itemClass}>
              <UserRound className="size-4" aria-hidden="true" /> My Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link to={paths.alertSettings} className={itemClass}>
              <Bell className="size-4" aria-hidden="true" /> Alert settings
            </Link>
          </DropdownMenu.Item>
          {user.role === "admin" && (
            <DropdownMenu.Item asChild>
              <Link to={adminPaths.home} className={itemClass}>
                <ShieldCheck className="size-4" aria-hidden="true" /> Admin
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={onLogout}>
            <LogOut className="size-4" aria-hidden="true" /> Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
