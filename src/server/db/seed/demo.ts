import type { Db } from "../client";

export interface DemoLogin {
  role: "organizer" | "supplier" | "admin";
  username: string;
  password: string;
}

export async function seedDemoData(
  _db: Db,
  _options: { uploadsDir: string },
): Promise<DemoLogin[]> {
  return [];
}
