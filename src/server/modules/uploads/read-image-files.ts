import type { FastifyRequest } from "fastify";
import { badRequest } from "#server/lib/errors";
import {
  imageTooLarge,
  ONE_IMAGE_MESSAGE,
  PORTFOLIO_LIMIT_MESSAGE,
  type UploadedFile,
} from "./uploads.service";

export const NOT_MULTIPART_MESSAGE = "Please send the image as a multipart/form-data upload.";
export const TOO_MANY_FIELDS_MESSAGE = "That upload has too many form fields.";

function translateMultipartError(error: unknown, multiple: boolean): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return imageTooLarge();
    case "FST_FILES_LIMIT":
      return badRequest(multiple ? PORTFOLIO_LIMIT_MESSAGE : ONE_IMAGE_MESSAGE);
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return badRequest(NOT_MULTIPART_MESSAGE);
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return badRequest(TOO_MANY_FIELDS_MESSAGE);
    default:
      return error;
  }
}

/**
 * Reads the files of one form field into memory (the multipart limits bound them: 8 MB each,
 * 12 in all). Files in other fields and plain fields are drained and ignored.
 */
export async function readImageFiles(
  request: FastifyRequest,
  field: string,
  { multiple }: { multiple: boolean },
): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      if (part.fieldname !== field) {
        part.file.resume();
        continue;
      }
      files.push({ field, filename: part.filename, data: await part.toBuffer() });
    }
  } catch (error) {
    throw translateMultipartError(error, multiple);
  }
  return files;
}
