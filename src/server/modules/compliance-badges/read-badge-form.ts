import type { FastifyRequest } from "fastify";
import { badRequest } from "#server/lib/errors";
import { type MultipartRefusals, translateMultipartError } from "#server/lib/multipart-errors";
import { findNulCharacter, NUL_CHARACTER_MESSAGE } from "#server/plugins/input-guard";
import { BadgeInput, EVIDENCE_MISSING_MESSAGE } from "#shared/contracts/compliance-badges";
import { type EvidenceFile, evidenceTooLarge } from "./compliance-badges.service";

export const BADGE_FORM_MESSAGE = "Please fill in the badge's details.";
const NOT_MULTIPART_MESSAGE = "Please send the badge as a multipart/form-data upload.";
const ONE_FILE_MESSAGE = "Please attach one evidence file.";
const BADGE_REFUSALS: MultipartRefusals = {
  tooLarge: evidenceTooLarge,
  tooManyFiles: ONE_FILE_MESSAGE,
  notMultipart: NOT_MULTIPART_MESSAGE,
};

/**
 * Reads the badge form: the field `badge` holds the details as JSON (checked by the shared
 * contract, as the browser's form does) and the field `evidence` the file, at most 10 MB by the
 * multipart limits. Other parts are drained and ignored.
 */
export async function readBadgeForm(
  request: FastifyRequest,
): Promise<{ details: BadgeInput; file: EvidenceFile }> {
  let json: string | undefined;
  let file: EvidenceFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname === "evidence" && !file)
          file = { filename: part.filename, data: await part.toBuffer() };
        else part.file.resume();
      } else if (part.fieldname === "badge" && typeof part.value === "string") {
        json = part.value;
      }
    }
  } catch (error) {
    throw translateMultipartError(error, BADGE_REFUSALS);
  }
  let raw: unknown;
  try {
    raw = json === undefined ? undefined : JSON.parse(json);
  } catch {
    raw = undefined;
  }
  // Multipart fields pass by the input guard, which checks only JSON bodies: PostgreSQL cannot
  // store a NUL character, so it is refused here as everywhere else.
  const nulField = findNulCharacter(raw);
  if (nulField !== undefined)
    throw badRequest(NUL_CHARACTER_MESSAGE, { [nulField]: [NUL_CHARACTER_MESSAGE] });
  const parsed = BadgeInput.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.join(".") || "badge";
      fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
    }
    throw badRequest(
      raw === undefined ? BADGE_FORM_MESSAGE : "Please check the badge's details.",
      fieldErrors,
    );
  }
  if (!file || file.data.length === 0)
    throw badRequest(EVIDENCE_MISSING_MESSAGE, { evidence: [EVIDENCE_MISSING_MESSAGE] });
  return { details: parsed.data, file };
}
