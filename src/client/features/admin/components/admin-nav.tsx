import {
  Banknote,
  Lightbulb,
  type LucideIcon,
  MessageSquareText,
  MessagesSquare,
  ShieldCheck,
  TicketPercent,
  UsersRound,
} from "lucide-react";
import { NavLink } from "react-router";
import {
  ADMIN_SECTION_LABELS,
  ADMIN_SECTIONS,
  type AdminSection,
  adminPaths,
} from "#client/features/admin/lib/admin-sections";
import { cn } from "#client/lib/cn";

const icons: Record<AdminSection, LucideIcon> = {
  users: UsersRound,
  reviews: MessageSquareText,
  "organizer-reviews": MessagesSquare,
  badges: ShieldCheck,
  "feature-requests": Lightbulb,
  coupons: TicketPercent,
  money: Banknote,
};

/** A sidebar on wide screens; on phones the sections wrap, so none hides off screen. */
export function AdminNav() {
  return (
    <nav aria-label="Admin sections">
      <ul className="flex flex-wrap gap-1 lg:flex-col lg:flex-nowrap">
        {ADMIN_SECTIONS.map((section) => {
          const Icon = icons[section];
          return (
            <li key={section} className="shrink-0">
              <NavLink
                to={adminPaths.section(section)}
                className={({ isActive }) =>
                  cn(
                    "flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                    isActive
                      ? "bg-brand-50 text-brand-800"
                      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                  )
                }
              >
                <Icon className="size-4" aria-hidden="true" />
                {ADMIN_SECTION_LABELS[section]}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
