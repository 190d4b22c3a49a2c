import sharp from "sharp";
import { loadConfig } from "#server/config";
import { createImageDecoder } from "#server/lib/images/image-decoder";
import { ImageRejectedError } from "#server/lib/images/prepare-image";
import { formatTable } from "./format";

const BURST = 10;

/** A PNG of one colour: a few hundred kB on disk, `megapixels` once decoded. */
function solidPng(megapixels: number): Promise<Buffer> {
  const width = Math.round(Math.sqrt(megapixels * 1_000_000 * 1.5));
  const height = Math.round((megapixels * 1_000_000) / width);
  return sharp({ create: { width, height, channels: 3, background: "#6d28d9" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function timeBurst(images: Buffer[], decodesAtOnce: number, maxPixels: number) {
  const decoder = createImageDecoder({ decodesAtOnce, maxPixels });
  const started = performance.now();
  const each = await Promise.all(
    images.map(async (image) => {
      try {
        await decoder.prepare(image);
        return { refused: false };
      } catch (error) {
        if (!(error instanceof ImageRejectedError)) throw error;
        return { refused: true };
      }
    }),
  );
  return {
    totalMs: performance.now() - started,
    refused: each.filter((result) => result.refused).length,
  };
}

/**
 * Ten image uploads arriving at once, as one account or a script would send them: with the
 * default decode queue and pixel cap, and with both off (every decode at once, no cap).
 */
export async function runImageDecodingBench(): Promise<void> {
  const { uploadLimits } = loadConfig({});
  const rows = [["images", "decodes at once", "pixel cap", "refused", "all done", "one alone"]];
  for (const megapixels of [12, 24, 39, 50]) {
    const image = await solidPng(megapixels);
    const burst = Array.from({ length: BURST }, () => image);
    const kb = Math.round(image.length / 1000);
    const alone = await timeBurst([image], 1, 1_000_000_000);
    for (const [decodesAtOnce, maxPixels] of [
      [uploadLimits.decodesAtOnce, uploadLimits.maxPixels],
      [BURST, 1_000_000_000],
    ] as const) {
      const result = await timeBurst(burst, decodesAtOnce, maxPixels);
      rows.push([
        `${BURST} × ${megapixels} MP PNG (${kb} kB)`,
        String(decodesAtOnce),
        maxPixels >= 1_000_000_000 ? "none" : `${maxPixels / 1_000_000} MP`,
        String(result.refused),
        `${Math.round(result.totalMs)} ms`,
        `${Math.round(alone.totalMs)} ms`,
      ]);
    }
  }
  console.log(`\nImage uploads: ${BURST} arriving at once, checked and re-encoded`);
  console.log(formatTable(rows));
}
