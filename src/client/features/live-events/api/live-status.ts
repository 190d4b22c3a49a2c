import { useSyncExternalStore } from "react";

/**
 * Whether the live event stream is open. While it is not, pages fall back to the spec's polling
 * (every 10 s), so a closed stream costs freshness, never correctness.
 */
let isLive = false;
const listeners = new Set<() => void>();

export function setLiveStatus(next: boolean) {
  if (next === isLive) return;
  isLive = next;
  for (const listener of listeners) listener();
}

export function useIsLive(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isLive,
    () => false,
  );
}

/** The spec's refresh interval for messages, used only while the live stream is down. */
export const FALLBACK_POLL_MS = 10_000;

/** A query's `refetchInterval`: nothing while live, the spec's polling while not. */
export function useFallbackPolling(): number | false {
  return useIsLive() ? false : FALLBACK_POLL_MS;
}
