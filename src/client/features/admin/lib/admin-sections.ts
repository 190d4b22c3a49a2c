import { pages } from "#shared/paths";

export const ADMIN_SECTIONS = [
  "users",
  "reviews",
  "organizer-reviews",
  "badges",
  "feature-requests",
  "coupons",
  "money",
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const ADMIN_SECTION_LABELS: Record<AdminSection, string> = {
  users: "Users",
  reviews: "Reviews of suppliers",
  "organizer-reviews": "Reviews of organizers",
  badges: "Badges",
  "feature-requests": "Feature requests",
  coupons: "Coupons",
  money: "Money",
};

export const adminPaths = {
  home: pages.admin.href,
  section: (section: AdminSection) => pages.adminSection.href(section),
} as const;

export function isAdminSection(value: string | undefined): value is AdminSection {
  return (ADMIN_SECTIONS as readonly string[]).includes(value ?? "");
}
