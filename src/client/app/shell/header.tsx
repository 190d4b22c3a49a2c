import { Menu, X } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Button } from "#client/components/ui/button";
import { adminPaths } from "#client/features/admin/lib/admin-sections";
import { useSession } from "#client/features/auth/api/session";
import { useUnreadCount } from "#client/features/messages/api/get-unread-count";
import { cn } from "#client/lib/cn";
import { paths } from "#client/lib/paths";
import type { UserProfile } from "#shared/contracts/users";

// The signed-in controls carry menu and popover code that guests never need: load them on demand.
const NotificationBell = lazy(() =>
  import("./notification-bell").then((m) => ({ default: m.NotificationBell })),
);
const UserMenu = lazy(() => import("./user-menu").then((m) => ({ default: m.UserMenu })));

interface NavItem {
  to: string;
  label: string;
  badge?: number;
}

function navItemsFor(user: UserProfile | null, unread: number): NavItem[] {
  if (!user) {
    return [
      { to: paths.home, label: "Home" },
      { to: paths.suppliers, label: "Browse Suppliers" },
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
  if (user.role === "admin") {
    return [
      { to: adminPaths.section("users"), label: "Users" },
      { to: adminPaths.section("reviews"), label: "Reviews" },
      { to: adminPaths.section("coupons"), label: "Coupons" },
      { to: adminPaths.section("feature-requests"), label: "Feature Requests" },
      { to: adminPaths.section("money"), label: "Money" },
      { to: paths.suppliers, label: "Browse Suppliers" },
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
            <Suspense fallback={<span className="size-11" aria-hidden="true" />}>
              <NotificationBell />
              <UserMenu user={user} />
            </Suspense>
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
