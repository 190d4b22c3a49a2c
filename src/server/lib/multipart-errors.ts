import { type AppError, badRequest } from "./errors";

export const TOO_MANY_FIELDS_MESSAGE = "That upload has too many form fields.";

/** What an upload form says when a multipart limit stops it. */
export interface MultipartRefusals {
  /** The file passed the size limit: 413, in the words of what was being sent. */
  tooLarge: () => AppError;
  /** More files than the form takes. */
  tooManyFiles: string;
  /** The body was not multipart/form-data. */
  notMultipart: string;
}

/** @fastify/multipart's limit errors as the form's own 400 or 413; any other error as it is. */
export function translateMultipartError(error: unknown, refusals: MultipartRefusals): unknown {
  switch ((error as { code?: unknown } | null)?.code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return refusals.tooLarge();
    case "FST_FILES_LIMIT":
      return badRequest(refusals.tooManyFiles);
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return badRequest(refusals.notMultipart);
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
    case "FST_PROTO_VIOLATION":
      return badRequest(TOO_MANY_FIELDS_MESSAGE);
    default:
      return error;
  }
}
