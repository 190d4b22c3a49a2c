import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppConfig } from "#server/config";
import { MapSettings } from "#shared/contracts/map";

export const mapRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const settings: MapSettings = {
    tiles: config.mapTiles
      ? { urlTemplate: config.mapTiles.urlTemplate, attribution: config.mapTiles.attribution }
      : null,
  };

  app.get(
    "/settings",
    {
      schema: {
        tags: ["map"],
        summary:
          "The directory map's tile server and its credit (tiles is null when none is set: the map shows its pins on a plain background)",
        response: { 200: MapSettings },
      },
    },
    async (_request, reply) => {
      // The same for everyone, and it changes only with a restart.
      reply.header("cache-control", "public, max-age=300");
      return settings;
    },
  );
};
