import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DatabaseHandle } from "#server/db/client";

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness and database reachability",
        response: {
          200: z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) }),
        },
      },
    },
    async (_request, reply) => {
      await database.db.execute(sql`select 1`);
      reply.header("cache-control", "no-store");
      return { status: "ok" as const, database: database.kind };
    },
  );
};
