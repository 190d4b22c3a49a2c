import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { readEmail } from "#tests/support/read-email";

const POLL_MS = 250;
/** A file this old is whole: one without a link by then is another kind of email. */
const WRITTEN_MS = 2_000;

/**
 * Reads the confirmation links the servers write to the shared outbox (no SMTP server in the
 * run), so each simulated user can confirm their address as they would by clicking it.
 */
export class ConfirmationLinks {
  private readonly seen = new Set<string>();
  private readonly tokens = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly dataDir: string) {}

  start() {
    const poll = async () => {
      await this.readNewEmails().catch(() => {});
      this.timer = setTimeout(poll, POLL_MS);
    };
    void poll();
  }

  stop() {
    clearTimeout(this.timer);
  }

  /** The token emailed to `address`, once it is there; undefined after `timeoutMs`. */
  async tokenFor(address: string, timeoutMs: number): Promise<string | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const token = this.tokens.get(address.toLowerCase());
      if (token || Date.now() > deadline) return token;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private async readNewEmails() {
    const dir = path.join(this.dataDir, "outbox");
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files) {
      if (!file.endsWith(".eml") || this.seen.has(file)) continue;
      const where = path.join(dir, file);
      // Read while the server may still be writing it: judged again on the next poll.
      const isWhole = Date.now() - (await stat(where)).mtimeMs > WRITTEN_MS;
      const email = await readEmail(await readFile(where, "utf8"));
      const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(email.text)?.[1];
      const address = /[^\s<>"]+@[^\s<>"]+/.exec(email.to)?.[0]?.toLowerCase();
      if (token && address) this.tokens.set(address, token);
      if ((token && address) || isWhole) this.seen.add(file);
    }
  }
}
