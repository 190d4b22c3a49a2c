import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "#server/lib/errors";

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function fieldErrorsOf(issues: ValidationIssue[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath?.replace(/^\//, "").replaceAll("/", ".") || "_";
    const message = issue.message ?? "Invalid value";
    fieldErrors[field] ??= [];
    fieldErrors[field].push(message);
  }
  return fieldErrors;
}

/** One error shape for every answer: `{ message, code?, fieldErrors? }`, never a stack trace. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as ValidationIssue[];
      return reply.code(400).send({
        message: issues[0]?.message ?? "Invalid request.",
        code: "validation",
        fieldErrors: fieldErrorsOf(issues),
      });
    }
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply
        .code(status)
        .send({ message: "Something went wrong on our side. Please try again.", code: "internal" });
    }
    if (status === 413) {
      return reply.code(413).send({ message: "That request is too large.", code: "too_large" });
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply
        .code(415)
        .send({ message: "Unsupported content type.", code: "unsupported_media_type" });
    }
    return reply.code(status).send({
      message: status === 400 ? "Invalid request." : error.message,
      code: error.code ?? "error",
    });
  });
}
