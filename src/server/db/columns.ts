import type { AnyColumn } from "drizzle-orm";
import type { UserRow } from "./schema";

interface DisplayNameSource {
  name: AnyColumn;
  username: AnyColumn;
  role: AnyColumn;
  businessName: AnyColumn;
}

/** The user fields displayName() reads. */
export type DisplayNameFields = Pick<UserRow, "name" | "username" | "role" | "businessName">;

/**
 * The columns displayName() needs, from the users table or an alias of it, so every query that
 * names a user selects the same set and a new rule cannot miss one of them.
 */
export function displayNameColumns<Table extends DisplayNameSource>(
  table: Table,
): Pick<Table, keyof DisplayNameSource> {
  return {
    name: table.name,
    username: table.username,
    role: table.role,
    businessName: table.businessName,
  };
}
