const COMPANY_WORDS = new Set([
  "co",
  "inc",
  "ltd",
  "llc",
  "service",
  "services",
  "group",
  "company",
  "hotel",
  "event",
  "events",
  "dj",
]);

function looksLikePersonalName(name: string): boolean {
  const words = name.trim().split(/\s+/);
  return (
    words.length === 2 &&
    words.every(
      (word) => word.length < 10 && !COMPANY_WORDS.has(word.toLowerCase().replace(/\.$/, "")),
    )
  );
}

function titleCaseUsername(username: string): string {
  return username
    .split(/[_-]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join(" ");
}

interface NamedUser {
  name: string;
  username?: string | null;
  role?: string;
  businessName?: string | null;
}

/**
 * Suppliers are shown by their business name. A supplier without one whose name looks like
 * a personal name is shown by their username, title-cased.
 */
export function displayName(user: NamedUser): string {
  if (user.role === "supplier") {
    if (user.businessName?.trim()) return user.businessName.trim();
    if (user.username && looksLikePersonalName(user.name)) return titleCaseUsername(user.username);
  }
  return user.name;
}

/** What every side shows where an account has been deleted: review authors, message counterparts, exports. */
export const DELETED_USER_NAME = "Deleted user";
