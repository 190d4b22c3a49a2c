import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "EventEazy API",
        description: "The JSON API behind EventEazy, the UK events marketplace. Events made eazy.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: "eventeazy_session" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    // The reference page runs the Swagger UI bundle, which needs inline styles; scripts stay same-origin only.
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
    uiConfig: { docExpansion: "list", deepLinking: false },
  });
}
