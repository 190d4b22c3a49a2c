import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isEmailVerified } from "#server/modules/email-verification/email-verification.service";
import { visitorOf } from "#server/modules/insights/visit-counter";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { ErrorBody, IdParams } from "#shared/contracts/common";
import {
  CreateRequestBody,
  EventPlan,
  QuotePicksBody,
  RaiseQuoteLimitBody,
  RequestComparison,
  RequestDetail,
  RequestListItem,
  RequestListQuery,
  RequestView,
  ServiceBudgetsBody,
  UpdateRequestStatusBody,
} from "#shared/contracts/requests";
import { eventPlanFor } from "./event-plan.service";
import type { LeadAlerts } from "./lead-alerts";
import { setQuotePicks, setServiceBudgets } from "./request-comparison.service";
import {
  createRequest,
  getRequestDetail,
  listPastRequests,
  listRequestsFor,
  raiseQuoteLimit,
  updateRequestStatus,
} from "./requests.service";

const readErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

interface RequestRouteOptions extends RouteDependencies {
  /** New leads' alert jobs: kicked once a request's transaction has committed. */
  leadAlerts: LeadAlerts;
}

export const requestRoutes: FastifyPluginAsyncZod<RequestRouteOptions> = async (
  app,
  { db, notifier, config, clock, leadAlerts, visits },
) => {
  app.post(
    "/",
    {
      schema: {
        tags: ["requests"],
        summary: "Create an event request (organizers)",
        body: CreateRequestBody,
        response: { 201: RequestView, ...readErrors },
      },
    },
    async (request, reply) => {
      const organizer = await request.requireRole("organizer");
      // Unconfirmed organizers' requests are announced when the address is confirmed.
      const announce = isEmailVerified(organizer);
      const created = await createRequest(
        db,
        organizer,
        request.body,
        config.fairLeads.quotesPerRequest,
        clock(),
        announce,
      );
      // The request and its alert job are committed: the answer does not wait for the alerts.
      if (announce) leadAlerts.kick([created.id]);
      return reply.code(201).send(created);
    },
  );

  app.get(
    "/",
    {
      schema: {
        tags: ["requests"],
        summary:
          "An organizer's own requests, or the active requests in a supplier's categories that are not full (includeFull=true lists full ones too); newest first",
        querystring: RequestListQuery,
        response: { 200: z.array(RequestListItem), ...readErrors },
      },
    },
    async (request) => {
      const user = await request.requireRole("organizer", "supplier");
      return listRequestsFor(db, user, request.query);
    },
  );

  app.get(
    "/past",
    {
      schema: {
        tags: ["requests"],
        summary: "An organizer's completed requests, newest first",
        response: { 200: z.array(RequestView), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const organizer = await request.requireRole("organizer");
      return listPastRequests(db, organizer);
    },
  );

  app.get(
    "/:id",
    {
      schema: {
        tags: ["requests"],
        summary: "One request (any signed-in user)",
        params: IdParams,
        response: { 200: RequestDetail, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const viewer = await request.requireUser();
      const detail = await getRequestDetail(db, viewer, request.params.id, clock());
      if (viewer.role === "supplier")
        visits.countVisit("leadViews", viewer.id, visitorOf(request, viewer), String(detail.id));
      return detail;
    },
  );

  app.put(
    "/:id/status",
    {
      schema: {
        tags: ["requests"],
        summary: "Close or complete one of your active requests",
        params: IdParams,
        body: UpdateRequestStatusBody,
        response: { 200: RequestView, ...readErrors, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const organizer = await request.requireRole("organizer");
      return updateRequestStatus(
        db,
        notifier,
        organizer,
        request.params.id,
        request.body.status,
        request.body.reason,
        clock(),
      );
    },
  );

  app.post(
    "/:id/quote-limit",
    {
      schema: {
        tags: ["requests"],
        summary:
          "Raise your active request's quote cap, once, to at most 10 (body {limit}); answers the request",
        params: IdParams,
        body: RaiseQuoteLimitBody,
        response: { 200: RequestDetail, ...readErrors, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const organizer = await request.requireRole("organizer");
      await raiseQuoteLimit(db, organizer, request.params.id, request.body.limit, clock());
      return getRequestDetail(db, organizer, request.params.id, clock());
    },
  );

  app.get(
    "/:id/plan",
    {
      schema: {
        tags: ["requests"],
        summary:
          "Your event plan: each service of your request with the suppliers whose quotes you accepted, their totals, deposits and balances, and the sum against your budget",
        params: IdParams,
        response: { 200: EventPlan, ...readErrors, 404: ErrorBody },
      },
    },
    async (request) => eventPlanFor(db, await request.requireRole("organizer"), request.params.id),
  );

  for (const kind of ["shortlist", "hidden"] as const) {
    app.put(
      `/:id/${kind}`,
      {
        schema: {
          tags: ["requests"],
          summary:
            kind === "shortlist"
              ? "Replace your request's shortlist of quotes (body {quoteIds}, quotes on this request); answers your shortlist, hidden quotes and service budgets. 409 once the request is completed, cancelled or expired"
              : "Replace your request's hidden quotes (body {quoteIds}, quotes on this request); answers your shortlist, hidden quotes and service budgets. 409 once the request is completed, cancelled or expired",
          params: IdParams,
          body: QuotePicksBody,
          response: { 200: RequestComparison, ...readErrors, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) =>
        setQuotePicks(
          db,
          await request.requireRole("organizer"),
          request.params.id,
          kind,
          request.body.quoteIds,
        ),
    );
  }

  app.put(
    "/:id/service-budgets",
    {
      schema: {
        tags: ["requests"],
        summary:
          "Split your request's budget between its services (body {budgets: {category: pounds}}, replacing the split; {} clears it). 400 when the request has one service, names a service it doesn't ask for, or the lines add up to more than its budget",
        params: IdParams,
        body: ServiceBudgetsBody,
        response: { 200: RequestComparison, ...readErrors, 404: ErrorBody },
      },
    },
    async (request) =>
      setServiceBudgets(
        db,
        await request.requireRole("organizer"),
        request.params.id,
        request.body.budgets,
      ),
  );
};
