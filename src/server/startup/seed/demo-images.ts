import { type ChildProcess, fork } from "node:child_process";
import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadSharp } from "#server/lib/images/sharp";
import type { ImageStore } from "#server/lib/storage/image-store";
import { workerFile } from "#server/lib/worker-file";
import { CATEGORIES } from "#shared/domain/categories";
import { type CategoryColours, categoryColours } from "#shared/domain/category-colours";
import { DEMO_PHOTOS_FOLDER, demoPhotosOf } from "./demo-photos";

type Palette = CategoryColours;

/** Each category's own icon, as the client's placeholder (CategoryPlaceholder) shows it. */
const CATEGORY_ICONS = new Map<string, string>(CATEGORIES.map((c) => [c.id, c.icon]));

/** Lucide icons (by file name) that picture each category; the first is its own icon. */
const CATEGORY_MOTIFS: Record<string, readonly string[]> = {
  venue: ["building-2", "landmark", "door-open", "armchair"],
  catering: ["utensils", "chef-hat", "soup", "sandwich"],
  photography: ["camera", "aperture", "image", "focus"],
  videography: ["video", "clapperboard", "film", "projector"],
  entertainment: ["party-popper", "ticket", "drama", "sparkles"],
  av_equipment: ["speaker", "mic", "headphones", "audio-lines"],
  decor: ["sparkles", "ribbon", "lamp", "gift"],
  florist: ["flower-2", "flower", "leaf", "sprout"],
  lighting: ["lightbulb", "lamp-ceiling", "sun", "star"],
  staffing: ["users", "hand-platter", "clipboard-check", "badge-check"],
  security: ["shield", "shield-check", "lock", "eye"],
  transportation: ["car", "bus", "car-taxi-front", "map"],
  beverage: ["wine", "martini", "beer", "coffee"],
  cake: ["cake", "cake-slice", "cookie", "candy"],
  dj: ["disc-3", "headphones", "music", "radio"],
  band: ["guitar", "drum", "piano", "music-2"],
  magician: ["wand-sparkles", "rabbit", "sparkles", "star"],
  performer: ["drama", "mic-vocal", "music-4", "sparkles"],
  cleaning: ["brush-cleaning", "spray-can", "sparkles", "trash-2"],
  organizer: ["clipboard-list", "calendar-days", "list-checks", "notebook-pen"],
};
const FALLBACK_MOTIFS = ["party-popper", "sparkles", "star", "gift"] as const;

const PUBLIC_PREFIX = "/uploads/seed/";

/** A demo photograph (a file in DEMO_PHOTOS_FOLDER) cropped to fill a size. */
interface PhotoArt {
  photo: string;
  width: number;
  height: number;
}

/** An image to render: SVG art drawn here, or a demo photograph. */
export type ImageJob = { fileName: string } & ({ svg: string } | PhotoArt);

export interface SupplierImagePlan {
  coverImage: string | null;
  profileImage: string;
  portfolioImages: string[];
  jobs: ImageJob[];
}

export interface SupplierImageInput {
  slug: string;
  businessName: string;
  categories: readonly string[];
  withCover: boolean;
  portfolioCount: number;
}

/**
 * Decides each supplier's image files and what they show; nothing is rendered yet. The cover and
 * the portfolio are photographs of the supplier's categories where the demo has some, each used
 * once per supplier, and the category placeholder otherwise; the profile picture is always the
 * placeholder, standing in for a logo.
 */
export function planSupplierImages(input: SupplierImageInput): SupplierImagePlan {
  const jobs: ImageJob[] = [];
  const add = (kind: string, art: { svg: string } | PhotoArt) => {
    // Uploads are served as immutable, so a changed picture must get a new name.
    const source = "svg" in art ? art.svg : `${art.photo} ${art.width}x${art.height}`;
    const digest = createHash("sha1").update(source).digest("hex").slice(0, 10);
    const fileName = `${input.slug}-${kind}-${digest}.jpg`;
    jobs.push({ fileName, ...art });
    return `${PUBLIC_PREFIX}${fileName}`;
  };
  const used = new Set<string>();
  // Suppliers of one category start at different photographs, so their cards differ.
  const start = Number.parseInt(
    createHash("sha1").update(input.slug).digest("hex").slice(0, 8),
    16,
  );
  const photoOf = (
    category: string | undefined,
    size: { width: number; height: number },
  ): PhotoArt | undefined => {
    const photos = demoPhotosOf(category);
    for (let k = 0; k < photos.length; k++) {
      const photo = photos[(start + k) % photos.length] as string;
      if (used.has(photo)) continue;
      used.add(photo);
      return { photo, ...size };
    }
    return undefined;
  };
  const primary = input.categories[0];
  const palette = paletteFor(primary);
  const ownIcon = CATEGORY_ICONS.get(primary ?? "") ?? motifsFor(primary)[0] ?? "sparkles";
  const coverImage = input.withCover
    ? add(
        "cover",
        photoOf(primary, COVER_SIZE) ?? {
          svg: placeholderSvg(palette, ownIcon, COVER_SIZE, "tile"),
        },
      )
    : null;
  const profileImage = add("profile", {
    svg: placeholderSvg(palette, ownIcon, AVATAR_SIZE, "disc"),
  });
  const portfolioImages: string[] = [];
  for (let i = 0; i < input.portfolioCount; i++) {
    const category = input.categories[i % input.categories.length];
    const categoryMotifs = motifsFor(category);
    // The cover shows the category's own icon; the portfolio shows its other pictures.
    const main =
      categoryMotifs[(Math.floor(i / input.categories.length) + 1) % categoryMotifs.length];
    portfolioImages.push(
      add(
        `portfolio-${i + 1}`,
        photoOf(category, PORTFOLIO_SIZE) ?? {
          svg: placeholderSvg(paletteFor(category), main ?? "sparkles", PORTFOLIO_SIZE, "tile"),
        },
      ),
    );
  }
  return { coverImage, profileImage, portfolioImages, jobs };
}

/** One planned image as a JPEG. Sharp writes no metadata unless asked, so a photograph's camera details stay behind. */
export async function renderImage(job: ImageJob): Promise<Buffer> {
  const sharp = loadSharp();
  return (
    "svg" in job
      ? sharp(Buffer.from(await withIcons(job.svg)))
      : sharp(path.join(DEMO_PHOTOS_FOLDER, job.photo))
          .rotate()
          .resize(job.width, job.height, { fit: "cover" })
  )
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** What the renderer process (demo-images-worker.ts) sends back: each image, or why it stopped. */
export type RendererMessage =
  | { type: "image"; fileName: string; image: Uint8Array }
  | { type: "failed"; message: string };

/** The renderer process, from its compiled file or, from source, through tsx. */
function startRenderer(): ChildProcess {
  const worker = workerFile("demo-images-worker", import.meta.url);
  return fork(fileURLToPath(worker.url), [], {
    execArgv: worker.fromSource
      ? ["--import", import.meta.resolve("tsx")]
      : ["--enable-source-maps"],
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
}

/**
 * Renders the planned images to JPEG files stored under `seed/`. The rendering runs in a process
 * of its own: the image library keeps about 50 MB of the memory it used for a hundred pictures,
 * which a server that seeds once would otherwise carry for the rest of its life.
 */
export async function renderImages(jobs: readonly ImageJob[], store: ImageStore): Promise<void> {
  if (jobs.length === 0) return;
  const renderer = startRenderer();
  const stores: Promise<unknown>[] = [];
  let failure: Error | undefined;
  renderer.on("message", (message: RendererMessage) => {
    if (message.type === "failed") failure = new Error(message.message);
    else {
      const { buffer, byteOffset, byteLength } = message.image;
      stores.push(
        store.put(
          `seed/${message.fileName}`,
          Buffer.from(buffer, byteOffset, byteLength),
          "image/jpeg",
        ),
      );
    }
  });
  // Every message has arrived once the channel closes; the exit says whether all went well.
  const allReceived = new Promise<void>((resolve) => renderer.once("disconnect", resolve));
  const exited = new Promise<void>((resolve, reject) => {
    renderer.once("error", reject);
    renderer.once("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`the demo image renderer stopped (${signal ?? `exit code ${code}`})`)),
    );
  });
  renderer.send(jobs);
  await Promise.all([allReceived, exited]);
  await Promise.all(stores);
  if (failure) throw failure;
}

function paletteFor(category: string | undefined): Palette {
  return categoryColours(category);
}

function motifsFor(category: string | undefined): readonly string[] {
  return (category && CATEGORY_MOTIFS[category]) || FALLBACK_MOTIFS;
}

/**
 * A Lucide icon drawn at (x, y), `size` pixels square, in the given colour. Its paths are filled
 * in by `withIcons` when the image is rendered, so planning stays synchronous and cheap.
 */
function icon(name: string, x: number, y: number, size: number, colour: string): string {
  const scale = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${scale.toFixed(3)})" fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${ICON_MARK}${name}${ICON_MARK}</g>`;
}

const ICON_MARK = "%%icon%%";
const ICON_PATTERN = new RegExp(`${ICON_MARK}([a-z0-9-]+)${ICON_MARK}`, "g");

/** Replaces each icon mark in an SVG with that Lucide icon's shapes. */
export async function withIcons(svg: string): Promise<string> {
  const names = new Set(Array.from(svg.matchAll(ICON_PATTERN), (match) => match[1] as string));
  if (names.size === 0) return svg;
  // Loaded only while seeding, so a server start does not pay for a renderer it never uses.
  const [{ createElement }, { renderToStaticMarkup }] = await Promise.all([
    import("react"),
    import("react-dom/server"),
  ]);
  const shapes = new Map<string, string>();
  for (const name of names) {
    const iconModule: { default: Parameters<typeof createElement>[0] } = await import(
      `lucide-react/icons/${name}`
    );
    const markup = renderToStaticMarkup(createElement(iconModule.default));
    shapes.set(name, markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, ""));
  }
  return svg.replace(ICON_PATTERN, (_, name: string) => shapes.get(name) ?? "");
}

/** 16:10, the shape of the cover crop and of the cards, so a card shows the whole picture. */
export const COVER_SIZE = { width: 1280, height: 800 } as const;
const PORTFOLIO_SIZE = { width: 1200, height: 800 } as const;
const AVATAR_SIZE = { width: 400, height: 400 } as const;

/**
 * The category placeholder a supplier without photos shows (CategoryPlaceholder in the client),
 * drawn at an image's size: a white-to-light wash with a dot grid, rings round the centre, and the
 * icon in the category's deep colour on a white tile (a rounded square, or a disc for an avatar).
 * New suppliers show it until they upload photos of their own, and demo suppliers wherever the demo
 * has no photograph of their category.
 */
function placeholderSvg(
  palette: Palette,
  iconName: string,
  size: { width: number; height: number },
  tile: "tile" | "disc",
): string {
  const { width, height } = size;
  // The client draws on a 160 × 100 box, sliced to fill; the same here at the image's size.
  const unit = Math.max(width / 160, height / 100);
  const cx = width / 2;
  const cy = height / 2;
  const rings = [22, 36, 50, 64]
    .map(
      (r) =>
        `<circle cx="${cx}" cy="${cy}" r="${(r * unit).toFixed(1)}" fill="none" stroke="${palette.mid}" stroke-opacity="${(0.28 - r / 400).toFixed(3)}" stroke-width="${unit.toFixed(2)}"/>`,
    )
    .join("");
  const tileSize = tile === "disc" ? width * 0.6 : 28 * unit;
  const iconSize = tileSize / 2;
  const tileShape =
    tile === "disc"
      ? `<circle cx="${cx}" cy="${cy}" r="${tileSize / 2}" fill="#ffffff"/>`
      : `<rect x="${cx - tileSize / 2}" y="${cy - tileSize / 2}" width="${tileSize}" height="${tileSize}" rx="${(tileSize * 0.29).toFixed(1)}" fill="#ffffff" stroke="#000000" stroke-opacity="0.05"/>`;
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${palette.light}"/></linearGradient><pattern id="dots" width="${8 * unit}" height="${8 * unit}" patternUnits="userSpaceOnUse"><circle cx="${4 * unit}" cy="${4 * unit}" r="${(0.8 * unit).toFixed(2)}" fill="${palette.mid}" fill-opacity="0.25"/></pattern>`;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#dots)"/>` +
    rings +
    tileShape +
    icon(iconName, cx - iconSize / 2, cy - iconSize / 2, iconSize, palette.deep);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}
