import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { ErrorBody, IdParams } from "#shared/contracts/common";
import {
  CreateQuoteBody,
  DecidedQuoteView,
  OrganizerQuote,
  QuoteDetail,
  QuoteLimitStatus,
  QuoteView,
  QuoteWithSupplier,
  RenewQuoteBody,
  SupplierQuote,
  UpdateQuoteStatusBody,
} from "#shared/contracts/quotes";
import { notifyQuoteDecided, notifyQuoteReceived, notifyQuoteRenewed } from "./quote-notifications";
import {
  decideQuote,
  getQuote,
  listOrganizerQuotes,
  listRequestQuotes,
  listSupplierQuotes,
  quoteLimitStatus,
  renewQuote,
  submitQuote,
  toDecidedQuoteView,
} from "./quotes.service";

const signedInErrors = { 401: ErrorBody, 403: ErrorBody };

export const quoteRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { db, accessPolicy: policy, notifier, clock },
) => {
  app.post(
    "/",
    {
      schema: {
        tags: ["quotes"],
        summary:
          "Send a quote on an active request that is not full (suppliers; the free plan's monthly limit applies). 409 when the request already has as many quotes as its cap.",
        body: CreateQuoteBody,
        response: {
          201: QuoteView,
          400: ErrorBody,
          ...signedInErrors,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const supplier = await request.requireRole("supplier");
      const sent = await submitQuote(db, supplier, request.body, policy, clock());
      await notifyQuoteReceived(notifier, supplier, sent);
      return reply.code(201).send(sent.quote);
    },
  );

  app.get(
    "/",
    {
      schema: {
        tags: ["quotes"],
        summary: "Every quote on the signed-in organizer's requests, newest first",
        response: { 200: z.array(OrganizerQuote), ...signedInErrors },
      },
    },
    async (request) => listOrganizerQuotes(db, await request.requireRole("organizer"), clock()),
  );

  app.get(
    "/supplier",
    {
      schema: {
        tags: ["quotes"],
        summary: "The signed-in supplier's own quotes with their requests, newest first",
        response: { 200: z.array(SupplierQuote), ...signedInErrors },
      },
    },
    async (request) => listSupplierQuotes(db, await request.requireRole("supplier"), clock()),
  );

  app.get(
    "/limit/status",
    {
      schema: {
        tags: ["quotes"],
        summary: "The signed-in supplier's quote allowance this month",
        response: { 200: QuoteLimitStatus, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const supplier = await request.requireRole("supplier");
      reply.header("cache-control", "no-store");
      return quoteLimitStatus(supplier, policy, clock());
    },
  );

  app.get(
    "/request/:id",
    {
      schema: {
        tags: ["quotes"],
        summary:
          "A request's quotes: all for its organizer (opening them marks them read: viewedAt), a supplier's own for a supplier",
        params: IdParams,
        response: {
          200: z.array(QuoteWithSupplier),
          400: ErrorBody,
          ...signedInErrors,
          404: ErrorBody,
        },
      },
    },
    async (request) =>
      listRequestQuotes(db, notifier, await request.requireUser(), request.params.id, clock()),
  );

  app.get(
    "/:id",
    {
      schema: {
        tags: ["quotes"],
        summary: "One quote, for its supplier or the request's organizer",
        params: IdParams,
        response: { 200: QuoteDetail, 400: ErrorBody, ...signedInErrors, 404: ErrorBody },
      },
    },
    async (request) => getQuote(db, await request.requireUser(), request.params.id, clock()),
  );

  app.put(
    "/:id/status",
    {
      schema: {
        tags: ["quotes"],
        summary:
          "Accept or reject a pending quote on your active request. 409 when accepting a quote past its valid-until date.",
        params: IdParams,
        body: UpdateQuoteStatusBody,
        response: {
          200: DecidedQuoteView,
          400: ErrorBody,
          ...signedInErrors,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => {
      const organizer = await request.requireRole("organizer");
      const decided = await decideQuote(
        db,
        organizer,
        request.params.id,
        request.body.status,
        clock(),
      );
      const view = await toDecidedQuoteView(db, decided.quote, policy);
      await notifyQuoteDecided(notifier, decided, view);
      return view;
    },
  );

  app.post(
    "/:id/renew",
    {
      schema: {
        tags: ["quotes"],
        summary:
          "Hold your own pending quote open to a new valid-until date (today to a year ahead, UK time), expired or not, while its request is active; its organizer is notified. Once a day at most: another renewal within 24 hours answers 429",
        params: IdParams,
        body: RenewQuoteBody,
        response: {
          200: QuoteView,
          400: ErrorBody,
          ...signedInErrors,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      const supplier = await request.requireRole("supplier");
      const renewed = await renewQuote(
        db,
        supplier,
        request.params.id,
        request.body.validUntil,
        clock(),
      );
      await notifyQuoteRenewed(notifier, supplier, renewed);
      return renewed.quote;
    },
  );
};
