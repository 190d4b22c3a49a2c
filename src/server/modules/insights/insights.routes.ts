import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { ErrorBody } from "#shared/contracts/common";
import { Insights, InsightsQuery } from "#shared/contracts/insights";
import { funnelCsv, insightsOf, requireInsightsLevel } from "./insights.service";

export const insightRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { db, accessPolicy, clock },
) => {
  const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

  app.get(
    "/",
    {
      schema: {
        tags: ["insights"],
        summary:
          "Your insights (Standard plan): the funnel by week, response time, price position, win rate and closing reasons",
        querystring: InsightsQuery,
        response: { 200: Insights, ...refusals },
      },
    },
    async (request, reply) => {
      const supplier = await request.requireUser();
      const now = clock();
      const { weeks } = request.query;
      const level = requireInsightsLevel(supplier, accessPolicy, now, { weeks });
      reply.header("cache-control", "private, no-store");
      return insightsOf(db, supplier, level, weeks, now);
    },
  );

  app.get(
    "/funnel.csv",
    {
      schema: {
        tags: ["insights"],
        summary: "Your funnel by week as CSV (yearly plan)",
        querystring: InsightsQuery,
        produces: ["text/csv"],
        response: { 200: z.string(), ...refusals },
      },
    },
    async (request, reply) => {
      const supplier = await request.requireUser();
      const now = clock();
      const { weeks } = request.query;
      const level = requireInsightsLevel(supplier, accessPolicy, now, { weeks, csv: true });
      const insights = await insightsOf(db, supplier, level, weeks, now);
      return reply
        .header("cache-control", "private, no-store")
        .header(
          "content-disposition",
          `attachment; filename="eventeazy-insights-${insights.from}-to-${insights.to}.csv"`,
        )
        .type("text/csv; charset=utf-8")
        .send(funnelCsv(insights));
    },
  );
};
