import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { suggestPlaces } from "#server/lib/geo/gazetteer";
import { ErrorBody } from "#shared/contracts/common";
import { LocationSuggestion, LocationSuggestionQuery } from "#shared/contracts/locations";

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/suggestions",
    {
      schema: {
        tags: ["locations"],
        summary: "UK towns, cities and regions matching the query, best first, with coordinates",
        querystring: LocationSuggestionQuery,
        response: { 200: z.array(LocationSuggestion), 400: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=86400");
      return suggestPlaces(request.query.query, 5);
    },
  );
};
