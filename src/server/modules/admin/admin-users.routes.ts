import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RouteDependencies } from "#server/modules/route-dependencies";
import {
  AdminUserPage,
  AdminUserQuery,
  AdminUserView,
  FreeAccessBody,
  SuspendUserBody,
} from "#shared/contracts/admin";
import { ErrorBody, IdParams } from "#shared/contracts/common";
import { changeErrors, guardErrors, tags } from "./admin-route-schemas";
import { reinstateUser, searchUsers, setFreeAccess, suspendUser } from "./admin-users.service";

/** Accounts in the admin console: search, suspend, reinstate, free access. Guarded by `adminRoutes`. */
export const adminUserRoutes: FastifyPluginAsyncZod<
  Pick<RouteDependencies, "db" | "accessPolicy">
> = async (app, { db, accessPolicy: policy }) => {
  app.get(
    "/users",
    {
      schema: {
        tags,
        summary: "Accounts, newest first, searched by name, business name, username or email",
        querystring: AdminUserQuery,
        response: { 200: AdminUserPage, 400: ErrorBody, ...guardErrors },
      },
    },
    async (request) => searchUsers(db, request.query, policy),
  );

  app.post(
    "/users/:id/suspend",
    {
      schema: {
        tags,
        summary: "Suspend an account with a reason and end all its sessions (never an admin)",
        params: IdParams,
        body: SuspendUserBody,
        response: { 200: AdminUserView, ...changeErrors },
      },
    },
    async (request) => {
      const admin = await request.requireRole("admin");
      return suspendUser(db, admin, request.params.id, request.body.reason, policy);
    },
  );

  app.post(
    "/users/:id/reinstate",
    {
      schema: {
        tags,
        summary: "Lift a suspension",
        params: IdParams,
        response: { 200: AdminUserView, ...changeErrors },
      },
    },
    async (request) => reinstateUser(db, request.params.id, policy),
  );

  app.put(
    "/users/:id/free-access",
    {
      schema: {
        tags,
        summary: "Grant or remove a supplier's free lifetime access",
        params: IdParams,
        body: FreeAccessBody,
        response: { 200: AdminUserView, ...changeErrors },
      },
    },
    async (request) => setFreeAccess(db, request.params.id, request.body.freeAccess, policy),
  );
};
