import type { FastifyRequest } from "fastify";
import { AppError, badRequest } from "#server/lib/errors";
import { type MultipartRefusals, translateMultipartError } from "#server/lib/multipart-errors";
import {
  CALENDAR_FILE_MISSING_MESSAGE,
  CALENDAR_FILE_TOO_LARGE_MESSAGE,
} from "#shared/contracts/availability";

const CALENDAR_REFUSALS: MultipartRefusals = {
  tooLarge: () => new AppError(413, CALENDAR_FILE_TOO_LARGE_MESSAGE, "too_large"),
  tooManyFiles: "Please choose one calendar file.",
  notMultipart: "Please send the calendar as a multipart/form-data upload.",
};

/** The text of the one .ics file in the field `file`, at most 1 MB by the multipart limits. */
export async function readCalendarFile(request: FastifyRequest): Promise<string> {
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file" && part.fieldname === "file" && !data) data = await part.toBuffer();
      else if (part.type === "file") part.file.resume();
    }
  } catch (error) {
    throw translateMultipartError(error, CALENDAR_REFUSALS);
  }
  if (!data || data.length === 0)
    throw badRequest(CALENDAR_FILE_MISSING_MESSAGE, { file: [CALENDAR_FILE_MISSING_MESSAGE] });
  return data.toString("utf8");
}
