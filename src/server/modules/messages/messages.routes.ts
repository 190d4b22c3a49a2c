import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorBody } from "../../../shared/contracts/common";
import type { Db } from "../../db/client";
import { countUnreadMessages } from "./messages.service";

export const messageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/unread/count",
    {
      schema: {
        tags: ["messages"],
        summary: "How many messages to the signed-in user are unread",
        response: { 200: z.object({ count: z.number() }), 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      reply.header("cache-control", "no-store");
      return { count: await countUnreadMessages(db, user.id) };
    },
  );
};
