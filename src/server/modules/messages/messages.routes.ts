import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import { ErrorBody } from "#shared/contracts/common";
import {
  AskQuotersBody,
  AskQuotersResult,
  ConversationList,
  MessageThread,
  MessageView,
  RequestIdParams,
  RequestMessages,
  SendMessageBody,
  ThreadQuery,
  UnreadCount,
  UserIdParams,
} from "#shared/contracts/messages";
import {
  countUnreadMessages,
  listConversations,
  type MessagingDependencies,
  notifyNewMessage,
  openThread,
  sendMessage,
} from "./messages.service";
import { askEveryQuoter, listRequestMessages } from "./request-questions";

const guardErrors = { 401: ErrorBody, 403: ErrorBody };

export const messageRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (
  app,
  { db, config, accessPolicy: policy, liveEvents, notifier },
) => {
  const messaging: MessagingDependencies = {
    db,
    policy,
    limits: config.messageLimits,
    liveEvents,
    onMessageSent: (notice) => notifyNewMessage(notifier, policy, notice),
  };

  // Every answer here is one user's private mail: like every /api answer by default, none is
  // kept by a browser or proxy cache (plugins/cache-control.ts).

  app.get(
    "/unread/count",
    {
      schema: {
        tags: ["messages"],
        summary: "How many messages to the signed-in user are unread",
        response: { 200: UnreadCount, 401: ErrorBody },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return { count: await countUnreadMessages(db, user.id) };
    },
  );

  app.get(
    "/conversations",
    {
      schema: {
        tags: ["messages"],
        summary: "Everyone the signed-in user has exchanged messages with, newest first",
        response: { 200: ConversationList, ...guardErrors },
      },
    },
    async (request) => listConversations(db, await request.requireUser(), policy),
  );

  app.get(
    "/request/:requestId",
    {
      schema: {
        tags: ["messages"],
        summary:
          "A request's messages between the viewer and each other user (its organizer, or a supplier who quoted on it)",
        params: RequestIdParams,
        response: { 200: RequestMessages, 400: ErrorBody, 404: ErrorBody, ...guardErrors },
      },
    },
    async (request) =>
      listRequestMessages(db, await request.requireUser(), request.params.requestId, policy),
  );

  app.post(
    "/request/:requestId/questions",
    {
      schema: {
        tags: ["messages"],
        summary:
          "The request's organizer asks every supplier who quoted (and was not turned down) one question: a message to each, tied to the request",
        params: RequestIdParams,
        body: AskQuotersBody,
        response: {
          201: AskQuotersResult,
          400: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
          ...guardErrors,
        },
      },
    },
    async (request, reply) => {
      const asked = await askEveryQuoter(
        messaging,
        await request.requireUser(),
        request.params.requestId,
        request.body.content,
      );
      return reply.code(201).send(asked);
    },
  );

  app.get(
    "/:userId",
    {
      schema: {
        tags: ["messages"],
        summary:
          "The thread with a user, oldest first (the newest page unless `before` is given); marks their messages read",
        params: UserIdParams,
        querystring: ThreadQuery,
        response: { 200: MessageThread, 400: ErrorBody, 404: ErrorBody, ...guardErrors },
      },
    },
    async (request) =>
      openThread(
        messaging,
        await request.requireUser(),
        request.params.userId,
        request.query.before,
      ),
  );

  app.post(
    "/",
    {
      schema: {
        tags: ["messages"],
        summary: "Send a message to an organizer or supplier",
        body: SendMessageBody,
        response: { 201: MessageView, 400: ErrorBody, 404: ErrorBody, ...guardErrors },
      },
    },
    async (request, reply) => {
      const message = await sendMessage(messaging, await request.requireUser(), request.body);
      return reply.code(201).send(message);
    },
  );
};
