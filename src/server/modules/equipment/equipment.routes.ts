import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { RouteDependencies } from "../route-dependencies";

export const equipmentRoutes: FastifyPluginAsyncZod<RouteDependencies> = async (_app, _deps) => {};
