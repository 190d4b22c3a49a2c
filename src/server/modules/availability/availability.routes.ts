import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "#server/lib/errors";
import { assertEmailVerified } from "#server/modules/email-verification/email-verification.service";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { perAccountUploadLimit } from "#server/plugins/rate-limits";
import {
  AvailabilityChange,
  CALENDAR_EVENTS_MAX,
  CALENDAR_FEED_NOT_FOUND_MESSAGE,
  CalendarFeedLink,
  CalendarImportResult,
  MAX_CALENDAR_IMPORT_BYTES,
  OwnAvailability,
  PublicAvailability,
  PublicAvailabilityQuery,
} from "#shared/contracts/availability";
import { ErrorBody, IdParams } from "#shared/contracts/common";
import {
  CONFIRM_EMAIL_BEFORE_FEED_MESSAGE,
  CONFIRM_EMAIL_BEFORE_IMPORT_MESSAGE,
} from "#shared/contracts/email-verification";
import {
  changeAvailability,
  getOwnAvailability,
  getPublicAvailability,
  importCalendar,
} from "./availability.service";
import { bookingsCalendar, createFeedLink, turnOffFeed } from "./calendar-feed";
import { CALENDAR_READ_TIME_LIMIT_MS, createCalendarReader } from "./calendar-reader";
import { readCalendarFile } from "./read-calendar-file";

const guardErrors = { 401: ErrorBody, 403: ErrorBody };

/**
 * A supplier's availability calendar (docs/decisions/0034): their own days and its changes,
 * .ics import, the secret bookings feed, and the public view on their profile.
 */
export const availabilityRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { db, config, clock },
) => {
  // Registered here rather than globally, so no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_CALENDAR_IMPORT_BYTES, files: 1, fields: 0, parts: 2 },
  });
  const importsPerAccount = perAccountUploadLimit(
    app,
    "calendar-imports",
    config.uploadLimits.perMinute,
  );
  const calendarReader = createCalendarReader({
    readingsAtOnce: config.calendarImportsAtOnce,
    timeLimitMs: config.calendarReadTimeLimitMs,
  });
  app.addHook("onClose", () => calendarReader.close());

  app.get(
    "/availability",
    {
      schema: {
        tags: ["availability"],
        summary:
          "Your calendar from today for two years: unavailable days and the feed (suppliers)",
        response: { 200: OwnAvailability, ...guardErrors },
      },
    },
    async (request, reply) => {
      const supplier = await request.requireRole("supplier");
      reply.header("cache-control", "no-store");
      return getOwnAvailability(db, supplier, clock());
    },
  );

  app.post(
    "/availability/changes",
    {
      schema: {
        tags: ["availability"],
        summary:
          "Mark a day, a range or a month unavailable, or available again; booked days stay booked (suppliers)",
        body: AvailabilityChange,
        response: { 200: OwnAvailability, 400: ErrorBody, ...guardErrors },
      },
    },
    async (request) => {
      const supplier = await request.requireRole("supplier");
      return changeAvailability(db, supplier, request.body, clock());
    },
  );

  app.post(
    "/availability/import",
    {
      schema: {
        tags: ["availability"],
        summary: "Block the days an iCalendar (.ics) file keeps busy (suppliers)",
        description: `Multipart form with one file, \`file\`, of at most ${MAX_CALENDAR_IMPORT_BYTES / (1024 * 1024)} MB. Events marked free or cancelled are skipped; repeats are followed up to the calendar's horizon. A file that is not iCalendar gets 400; one with more than ${CALENDAR_EVENTS_MAX.toLocaleString("en-GB")} events, or that takes more than ${CALENDAR_READ_TIME_LIMIT_MS / 1000} s or too much memory to read, gets 422 and blocks nothing. When many files are being read at once, 429 asks to try again.`,
        consumes: ["multipart/form-data"],
        response: {
          200: CalendarImportResult,
          400: ErrorBody,
          413: ErrorBody,
          422: ErrorBody,
          429: ErrorBody,
          ...guardErrors,
        },
      },
      onRequest: importsPerAccount,
    },
    async (request) => {
      const supplier = await request.requireRole("supplier");
      // Before the file is read: an unconfirmed account's calendar is never parsed.
      assertEmailVerified(supplier, CONFIRM_EMAIL_BEFORE_IMPORT_MESSAGE);
      const text = await readCalendarFile(request);
      return importCalendar(db, calendarReader, supplier, text, clock());
    },
  );

  app.post(
    "/availability/feed",
    {
      schema: {
        tags: ["availability"],
        summary:
          "A new secret link to your bookings as iCalendar; any earlier link stops working (suppliers)",
        response: { 201: CalendarFeedLink, ...guardErrors },
      },
    },
    async (request, reply) => {
      const supplier = await request.requireRole("supplier");
      assertEmailVerified(supplier, CONFIRM_EMAIL_BEFORE_FEED_MESSAGE);
      reply.header("cache-control", "no-store");
      return reply.code(201).send(await createFeedLink(db, supplier.id, config.publicUrl));
    },
  );

  app.delete(
    "/availability/feed",
    {
      schema: {
        tags: ["availability"],
        summary: "Turn your bookings feed off (suppliers)",
        response: { 204: z.null(), ...guardErrors },
      },
    },
    async (request, reply) => {
      const supplier = await request.requireRole("supplier");
      await turnOffFeed(db, supplier.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/calendar-feeds/:token/bookings.ics",
    {
      schema: {
        tags: ["availability"],
        summary: "A supplier's bookings as iCalendar, for the holder of the secret link",
        params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) }),
        response: { 200: z.string(), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const calendar = await bookingsCalendar(db, request.params.token, config.publicUrl, clock());
      if (calendar === null) throw notFound(CALENDAR_FEED_NOT_FOUND_MESSAGE);
      // A turned-off link must stop at once: nothing may keep a copy.
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", 'inline; filename="eventeazy-bookings.ics"')
        .header("cache-control", "no-store")
        .send(calendar);
    },
  );

  app.get(
    "/suppliers/:id/availability",
    {
      schema: {
        tags: ["availability"],
        summary: "The days a supplier is taken this month and the next two",
        params: IdParams,
        querystring: PublicAvailabilityQuery,
        response: { 200: PublicAvailability, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, no-cache");
      return getPublicAvailability(db, request.params.id, clock(), request.query.on);
    },
  );
};
