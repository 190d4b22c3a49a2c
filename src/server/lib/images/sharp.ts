import type Sharp from "sharp";
import { loadOnFirstUse } from "#server/lib/load-on-first-use";

/**
 * sharp (about 26 MB once loaded), on the first image work, with the process-wide settings for a
 * server whose image work shares two cores with logins and pages:
 * - One libvips thread per image (sharp's default on glibc Linux already, not on macOS or
 *   musl): then the decoder's limit is also the number of cores image work can take, and the
 *   rest stay free for the event loop and for argon2.
 * - No operation cache: every image arrives once (an upload, or an original read once to make
 *   its copy), so the cache could never be hit and only held up to 50 MB of decoded pixels.
 */
export const loadSharp = loadOnFirstUse<typeof Sharp>("sharp", (sharp) => {
  sharp.concurrency(1);
  sharp.cache(false);
});
