import sharp from "sharp";
import { sniffImageFormat } from "#server/lib/images/prepare-image";
import type { EvidenceContentType } from "#shared/contracts/compliance-badges";

export interface IdentifiedEvidence {
  contentType: EvidenceContentType;
  extension: "pdf" | "jpg" | "png";
}

const PDF_HEADER = Buffer.from("%PDF-");
const PDF_END = Buffer.from("%%EOF");
/** Writers may follow the end marker with a little whitespace or a stray line. */
const PDF_TAIL_BYTES = 1024;

/**
 * What a file really is, read from its content alone: a PDF whose header and end marker are
 * in place, or a JPEG or PNG that decodes in full within `maxPixels`. Anything else is null.
 * Evidence is kept as sent (an admin judges the original), so images are decoded to be checked,
 * not re-encoded.
 */
export async function identifyEvidence(
  data: Buffer,
  maxPixels: number,
): Promise<IdentifiedEvidence | null> {
  if (data.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) {
    return data.subarray(-PDF_TAIL_BYTES).includes(PDF_END)
      ? { contentType: "application/pdf", extension: "pdf" }
      : null;
  }
  const format = sniffImageFormat(data);
  if (format !== "jpeg" && format !== "png") return null;
  try {
    const header = await sharp(data, { limitInputPixels: false }).metadata();
    if (header.format !== format || !header.width || !header.height) return null;
    if (header.width * header.height > maxPixels) return null;
    // Decoding every pixel finds truncated and corrupt files that a valid header hides.
    await sharp(data, { limitInputPixels: maxPixels, failOn: "error" }).stats();
  } catch {
    return null;
  }
  return format === "jpeg"
    ? { contentType: "image/jpeg", extension: "jpg" }
    : { contentType: "image/png", extension: "png" };
}
