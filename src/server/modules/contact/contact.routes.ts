import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { ErrorBody, MessageBody } from "#shared/contracts/common";
import { CONTACT_SENT_MESSAGE, ContactBody } from "#shared/contracts/contact";
import { sendContactMessage } from "./contact.service";

export const contactRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { mailer, config },
) => {
  app.post(
    "/",
    {
      schema: {
        tags: ["contact"],
        summary: "Email a message to EventEazy support; a reply goes to the sender's address",
        body: ContactBody,
        response: { 200: MessageBody, 400: ErrorBody, 429: ErrorBody, 503: ErrorBody },
      },
      config: {
        rateLimit: { max: config.rateLimits.contact, timeWindow: config.rateLimits.windowMs },
      },
    },
    async (request) => {
      await sendContactMessage({ mailer, config, log: request.log }, request.body);
      return { message: CONTACT_SENT_MESSAGE };
    },
  );
};
