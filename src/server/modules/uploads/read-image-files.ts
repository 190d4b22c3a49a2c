import type { FastifyRequest } from "fastify";
import { type MultipartRefusals, translateMultipartError } from "#server/lib/multipart-errors";
import {
  imageTooLarge,
  ONE_IMAGE_MESSAGE,
  PORTFOLIO_LIMIT_MESSAGE,
  type UploadedFile,
} from "./uploads.service";

export const NOT_MULTIPART_MESSAGE = "Please send the image as a multipart/form-data upload.";
const refusals = (multiple: boolean): MultipartRefusals => ({
  tooLarge: imageTooLarge,
  tooManyFiles: multiple ? PORTFOLIO_LIMIT_MESSAGE : ONE_IMAGE_MESSAGE,
  notMultipart: NOT_MULTIPART_MESSAGE,
});

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
    throw translateMultipartError(error, refusals(multiple));
  }
  return files;
}
