import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CategoryView } from "#shared/contracts/categories";
import type { createCategoryCache } from "./categories.service";

interface CategoryRoutesOptions {
  categoryCache: ReturnType<typeof createCategoryCache>;
}

export const categoryRoutes: FastifyPluginAsyncZod<CategoryRoutesOptions> = async (
  app,
  { categoryCache },
) => {
  app.get(
    "/categories",
    {
      schema: {
        tags: ["categories"],
        summary: "The 20 supplier categories with the number of suppliers in each",
        response: { 200: z.array(CategoryView) },
      },
    },
    async (_request, reply) => {
      const body = await categoryCache.get();
      reply.header("cache-control", "public, max-age=60");
      // A Buffer skips the response serializer: the cache holds the JSON already.
      return reply.type("application/json; charset=utf-8").send(body as unknown as CategoryView[]);
    },
  );
};
