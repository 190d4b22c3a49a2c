import { paths } from "#client/lib/paths";
import type { Role } from "#shared/contracts/users";

/** Where a conversation's other side is shown: a supplier's public profile or an organizer's page. */
export function profilePathOf(user: { id: number; role: Role; urlSlug: string | null }): string {
  if (user.role === "supplier")
    return user.urlSlug ? paths.supplierBySlug(user.urlSlug) : paths.supplier(user.id);
  return paths.organizer(user.id);
}
