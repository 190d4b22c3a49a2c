/** A booked event as an iCalendar file (RFC 5545), attached to the booking's confirmation. */
import { addDays } from "#shared/domain/calendar-days";

export interface CalendarBooking {
  bookingId: number;
  title: string;
  location: string;
  firstDay: string;
  lastDay: string;
  /** Who the other side is, for the summary. */
  withName: string;
  description: string;
  url: string;
  /** The host the event's UID is made under, such as eventeazy.co.uk. */
  host: string;
  createdAt: Date;
}

/** Text values escape backslashes, semicolons, commas and line breaks. */
export function escapeCalendarText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a character. */
export function foldCalendarLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, "utf8");
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const basicDate = (day: string) => day.replaceAll("-", "");
const basicStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** An all-day event over the booked days (DTEND is the day after the last, as the format wants). */
export function bookingCalendar(booking: CalendarBooking): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//EventEazy//Bookings//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:booking-${booking.bookingId}@${booking.host}`,
    `DTSTAMP:${basicStamp(booking.createdAt)}`,
    `DTSTART;VALUE=DATE:${basicDate(booking.firstDay)}`,
    `DTEND;VALUE=DATE:${basicDate(addDays(booking.lastDay, 1))}`,
    `SUMMARY:${escapeCalendarText(`${booking.title} with ${booking.withName}`)}`,
    `LOCATION:${escapeCalendarText(booking.location)}`,
    `DESCRIPTION:${escapeCalendarText(booking.description)}`,
    `URL:${booking.url}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldCalendarLine).join("\r\n")}\r\n`;
}
