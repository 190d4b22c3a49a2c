/**
 * Calendar days as `YYYY-MM-DD` strings: what requests, badges and availability store. Days
 * have no time of day or zone, so the arithmetic is done at midnight UTC and read back as text.
 */

import { madeOnFirstUse } from "./made-on-first-use";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const atMidnightUtc = (day: string) => new Date(`${day}T00:00:00Z`);

/** A real day of the calendar written `YYYY-MM-DD`: "2027-02-30" is not one. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = atMidnightUtc(value);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** `day` moved by whole days. */
export function addDays(day: string, days: number): string {
  const moved = atMidnightUtc(day);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`: 0 for the same day, negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((atMidnightUtc(to).getTime() - atMidnightUtc(from).getTime()) / DAY_MS);
}

/** Every day from `from` to `to`, both included; none when `to` comes first. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The first day of `day`'s month. */
export const firstOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;

/** The last day of `day`'s month. */
export function lastOfMonth(day: string): string {
  const next = atMidnightUtc(firstOfMonth(day));
  next.setUTCMonth(next.getUTCMonth() + 1, 0);
  return next.toISOString().slice(0, 10);
}

/** The first day of the month `months` after `day`'s (before, when negative). */
export function addMonths(day: string, months: number): string {
  const moved = atMidnightUtc(firstOfMonth(day));
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved.toISOString().slice(0, 10);
}

/** Days since 1 January 1970: how a day is bound into a prepared statement as a number. */
export const dayNumber = (day: string): number => Math.round(atMidnightUtc(day).getTime() / DAY_MS);

/** Monday 0 to Sunday 6, as UK calendars lay weeks out. */
export const weekdayFromMonday = (day: string): number => (atMidnightUtc(day).getUTCDay() + 6) % 7;

const ukDateFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/London",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }),
);

/**
 * The UTC hour last asked about and its UK day. UK midnight falls on a whole UTC hour (the offset
 * is 0 or 1 hour), so every instant of a UTC hour has the same UK day: a page of cards, or a busy
 * server's many requests that hour, format the day once.
 */
let lastHour = Number.NaN;
let lastDay = "";

/** The day it is in the UK at `now`: quotes, badges, requests and availability turn over at UK midnight. */
export function ukToday(now: Date = new Date()): string {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  if (hour !== lastHour) {
    lastDay = ukDateFormat().format(now);
    lastHour = hour;
  }
  return lastDay;
}

/**
 * "12 June 2027" for a day at midnight UTC. Days are read in UTC, so the server and the browser
 * write the same words whatever their own zone, and a day never shifts to the one before.
 */
export const calendarDayFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }),
);
