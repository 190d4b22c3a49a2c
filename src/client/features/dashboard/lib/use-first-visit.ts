import { useEffect, useState } from "react";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * True on a new account's first dashboard visit, so it is greeted with "Welcome" rather than
 * "Welcome back". Remembered per account in this browser; an account older than a day has been
 * here before wherever it was last used.
 */
export function useIsFirstVisit(user: { id: number; createdAt: string }): boolean {
  const key = `eventeazy:welcomed:${user.id}`;
  const [isFirstVisit] = useState(() => {
    try {
      if (localStorage.getItem(key) !== null) return false;
    } catch {
      // Storage turned off: the account's age alone decides.
    }
    return Date.now() - Date.parse(user.createdAt) < DAY_MS;
  });
  useEffect(() => {
    try {
      localStorage.setItem(key, new Date().toISOString());
    } catch {
      // Nothing to remember it in; the next visit says "Welcome back" once the day has passed.
    }
  }, [key]);
  return isFirstVisit;
}
