/** Every page address of EventEazy; anything else is the not-found page. */
export const PAGE_PATTERNS = [
  "/",
  "/login",
  "/register",
  "/dashboard",
  "/create-request",
  "/my-requests",
  "/quotes",
  "/request/:id",
  "/browse-requests",
  "/supplier/:id",
  "/s/:slug",
  "/organizer/:id",
  "/suppliers",
  "/profile",
  "/messages",
  "/messages/:userId",
  "/notifications",
  "/review/:requestId/:supplierId",
  "/plans",
  "/how-it-works",
  "/success-tips",
  "/pricing",
  "/privacy",
  "/terms",
  "/refund-policy",
  "/supplier-guidelines",
  "/help",
  "/contact",
  "/feature-requests",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/admin",
  "/admin/:section",
] as const;

const matchers = PAGE_PATTERNS.map(
  (pattern) => new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, "[^/]+")}/?$`),
);

export function isKnownPagePath(pathname: string): boolean {
  return matchers.some((matcher) => matcher.test(pathname));
}
