import { useLiveEvents } from "#client/features/live-events/hooks/use-live-events";

/** Mounted once by the layout for a signed-in user; renders nothing. */
export function LiveEventsConnection({ userId }: { userId: number }) {
  useLiveEvents(userId);
  return null;
}
