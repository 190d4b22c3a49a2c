import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RouteDependencies } from "../route-dependencies";

export const userRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (_app, _deps) => {};
