/**
 * The live event stream's own protocol values, kept free of zod so the browser's always-loaded
 * connection code stays small (see docs/decisions/0008-first-load-budget.md).
 */

/**
 * The stream's own event, sent first on every connection: it carries the resume point and tells a
 * reconnecting page to refetch what it may have missed while the stream was down.
 */
export const LIVE_READY_EVENT = "ready";
/** How long the browser waits before reconnecting a dropped stream. */
export const LIVE_RETRY_MS = 3000;
/** A comment line this often keeps proxies and the browser from timing the stream out. */
export const LIVE_HEARTBEAT_MS = 25_000;
