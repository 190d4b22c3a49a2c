import { ChevronDown, LayoutDashboard, LogOut, Menu, UserRound, X } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import type { UserProfile } from "../../../shared/contracts/users";
import { Avatar } from "../../components/ui/avatar";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { useLogout } from "../../features/auth/api/auth-mutations";
import { useSession } from "../../features/auth/api/session";
import { useUnreadCount } from "../../features/messages/api/get-unread-count";
import { cn } from "../../lib/cn";
import { paths } from "../../lib/paths";
import { NotificationBell } from "./notification-bell";

interface NavItem {
  to: string;
  label: string;
  badge?: number;
}

function navItemsFor(user: UserProfile | null, unread: number): NavItem[] {
  if (!user) {
    return [
      { to: paths.home, label: "Home" },
      { to: paths.howItWorks, label: "How It Works" },
    ];
  }
  const messages = { to: paths.messages, label: "Messages", badge: unread };
  if (user.role === "supplier") {
    return [
      { to: paths.dashboard, label: "Dashboard" },
      { to: paths.browseRequests, label: "Browse Events" },
      { to: paths.quotes, label: "My Quotes" },
      messages,
      { to: paths.plans, label: "Subscription Plans" },
      { to: paths.successTips, label: "Success Tips" },
    ];
  }
  return [
    { to: paths.dashboard, label: "Dashboard" },
    { to: paths.suppliers, label: "Browse Suppliers" },
    { to: paths.myRequests, label: "My Requests" },
    messages,
    { to: paths.createRequest, label: "Post a Request" },
  ];
}

function NavLinks({ items, vertical = false }: { items: NavItem[]; vertical?: boolean }) {
  return (
    <ul className={cn("flex", vertical ? "flex-col gap-1" : "items-center gap-1")}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === paths.home}
            className={({ isActive }) =>
              cn(
                "flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors",
                isActive
                  ? "bg-brand-50 text-brand-800"
                  : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
              )
            }
          >
            {item.label}
            {item.badge ? (
              <span className="rounded-full bg-coral-700 px-1.5 py-0.5 text-[11px] leading-none font-bold text-white">
                <span className="sr-only">, unread: </span>
                {item.badge}
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function UserMenu({ user }: { user: UserProfile }) {
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
          <DropdownMenu.Item asChild>
            <Link to={paths.profile} className={itemClass}>
              <UserRound className="size-4" aria-hidden="true" /> My Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={onLogout}>
            <LogOut className="size-4" aria-hidden="true" /> Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function Header() {
  const { user } = useSession();
  const { count: unread } = useUnreadCount(Boolean(user));
  const [isMenuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const items = navItemsFor(user, unread);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link
          to={paths.home}
          className="flex items-center gap-2 text-lg font-bold text-brand-800"
          aria-label="EventEazy home"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          EventEazy
        </Link>
        <nav aria-label="Main" className="ml-4 hidden flex-1 md:block">
          <NavLinks items={items} />
        </nav>
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          {user ? (
            <>
              <NotificationBell />
              <UserMenu user={user} />
            </>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Button asChild variant="ghost">
                <Link to={paths.login}>Log In</Link>
              </Button>
              <Button asChild variant="accent">
                <Link to={paths.register}>Sign Up</Link>
              </Button>
            </div>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={isMenuOpen ? "Close menu" : "Open menu"}
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {isMenuOpen ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </Button>
        </div>
      </div>
      {isMenuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-t border-slate-200 px-4 py-3 md:hidden"
        >
          <NavLinks items={items} vertical />
          {!user && (
            <div className="mt-3 grid grid-cols-2 gap-2">
              <Button asChild variant="outline">
                <Link to={paths.login}>Log In</Link>
              </Button>
              <Button asChild variant="accent">
                <Link to={paths.register}>Sign Up</Link>
              </Button>
            </div>
          )}
        </nav>
      )}
    </header>
  );
}
