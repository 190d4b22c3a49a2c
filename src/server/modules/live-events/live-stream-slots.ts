import type { AppConfig } from "#server/config";
import { tooMany } from "#server/lib/errors";
import {
  liveStreamsPerAccountMessage,
  liveStreamsPerAddressMessage,
} from "#shared/contracts/live-events";

/**
 * The live streams open on this app server, counted per account and per client address. A
 * stream is a socket, a subscription and a timer held for as long as the browser likes, and it
 * is this process's memory and sockets that a flood of them would use up, so the count is this
 * process's own: a server that stops takes its streams, and its counts, with it.
 */
export function createLiveStreamSlots({ perAccount, perAddress }: AppConfig["liveStreamLimits"]) {
  const byAccount = new Map<number, number>();
  const byAddress = new Map<string, number>();
  const add = <Key>(counts: Map<Key, number>, key: Key, change: number) => {
    const next = (counts.get(key) ?? 0) + change;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };
  return {
    /**
     * Takes a place for a new stream, or answers 429 when the account or the address holds as
     * many as it may. Returns the function that gives the place back (once, however often called).
     */
    take(userId: number, address: string): () => void {
      if ((byAccount.get(userId) ?? 0) >= perAccount)
        throw tooMany(liveStreamsPerAccountMessage(perAccount));
      if ((byAddress.get(address) ?? 0) >= perAddress)
        throw tooMany(liveStreamsPerAddressMessage(perAddress));
      add(byAccount, userId, 1);
      add(byAddress, address, 1);
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        add(byAccount, userId, -1);
        add(byAddress, address, -1);
      };
    },
  };
}
