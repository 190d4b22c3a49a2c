import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Writes the file aside and renames it into place: a reader never sees half a file under its name. */
export async function writeFileAtomically(file: string, data: Buffer | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    await writeFile(partial, data, { flag: "wx" });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
