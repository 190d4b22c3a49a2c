import { createHash } from "node:crypto";
import { loadSharp } from "#server/lib/images/sharp";
import type { ImageStore } from "#server/lib/storage/image-store";
import { type CategoryColours, categoryColours } from "#shared/domain/category-colours";
import { createRandom, type Random } from "./random";

type Palette = CategoryColours;

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
const FONT_STACK = "Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const SKIPPED_INITIAL_WORDS = new Set(["the", "and", "&", "of", "at", "co", "ltd"]);

export interface ImageJob {
  fileName: string;
  svg: string;
}

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

/** Decides each supplier's image files and their SVG sources; nothing is rendered yet. */
export function planSupplierImages(input: SupplierImageInput): SupplierImagePlan {
  const jobs: ImageJob[] = [];
  const add = (kind: string, svg: string) => {
    // Uploads are served as immutable, so a changed picture must get a new name.
    const digest = createHash("sha1").update(svg).digest("hex").slice(0, 10);
    const fileName = `${input.slug}-${kind}-${digest}.jpg`;
    jobs.push({ fileName, svg });
    return `${PUBLIC_PREFIX}${fileName}`;
  };
  const primary = input.categories[0];
  const palette = paletteFor(primary);
  const random = createRandom(input.slug);
  // The pattern mixes the pictures of every category the supplier offers.
  const motifs = [...new Set(input.categories.flatMap((category) => motifsFor(category)))];
  if (motifs.length === 0) motifs.push(...FALLBACK_MOTIFS);

  const coverImage = input.withCover
    ? add("cover", coverSvg(palette, random, motifsFor(primary)[0] ?? "sparkles", motifs))
    : null;
  const profileImage = add(
    "profile",
    profileSvg(
      palette,
      random,
      random.pick(motifsFor(primary)),
      businessInitials(input.businessName),
    ),
  );
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
        portfolioSvg(paletteFor(category), random, i, main ?? "sparkles", categoryMotifs),
      ),
    );
  }
  return { coverImage, profileImage, portfolioImages, jobs };
}

/** Renders the planned images to JPEG files stored under `seed/`, a few at a time. */
export async function renderImages(
  jobs: readonly ImageJob[],
  store: ImageStore,
  concurrency = 4,
): Promise<void> {
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < jobs.length) {
      const job = jobs[nextIndex++] as ImageJob;
      const image = await loadSharp()(Buffer.from(await withIcons(job.svg)))
        .jpeg({ quality: 80 })
        .toBuffer();
      await store.put(`seed/${job.fileName}`, image, "image/jpeg");
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
}

function paletteFor(category: string | undefined): Palette {
  return categoryColours(category);
}

function motifsFor(category: string | undefined): readonly string[] {
  return (category && CATEGORY_MOTIFS[category]) || FALLBACK_MOTIFS;
}

/**
 * A Lucide icon drawn at (x, y), `size` pixels square, in white lines. Its paths are filled in
 * by `withIcons` when the image is rendered, so planning stays synchronous and cheap.
 */
function icon(
  name: string,
  x: number,
  y: number,
  size: number,
  options: { opacity?: number; rotate?: number; strokeWidth?: number } = {},
): string {
  const scale = size / 24;
  const { opacity = 1, rotate = 0, strokeWidth = 1.5 } = options;
  return `<g transform="translate(${x} ${y}) rotate(${rotate} ${size / 2} ${size / 2}) scale(${scale.toFixed(3)})" fill="none" stroke="#ffffff" stroke-opacity="${opacity}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${ICON_MARK}${name}${ICON_MARK}</g>`;
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

/** Small motif icons scattered on a jittered grid, leaving out one clear area for the main picture. */
function iconPattern(
  random: Random,
  motifs: readonly string[],
  area: { width: number; height: number },
  keepClear: { cx: number; cy: number; r: number },
): string {
  const cell = 150;
  let shapes = "";
  for (let y = -20; y < area.height; y += cell) {
    for (let x = -20; x < area.width; x += cell) {
      const size = random.int(44, 72);
      const px = x + random.int(10, cell - size - 10);
      const py = y + random.int(10, cell - size - 10);
      const distance = Math.hypot(px + size / 2 - keepClear.cx, py + size / 2 - keepClear.cy);
      if (distance < keepClear.r || random.chance(0.25)) continue;
      shapes += icon(random.pick(motifs), px, py, size, {
        opacity: 0.08 + random.next() * 0.1,
        rotate: random.int(-20, 20),
        strokeWidth: 1.25,
      });
    }
  }
  return shapes;
}

/** The category's main picture: a large icon on a soft disc with a ring around it. */
function heroIcon(name: string, cx: number, cy: number, radius: number): string {
  const size = Math.round(radius * 1.1);
  return (
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#ffffff" fill-opacity="0.14"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${radius + 26}" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="2"/>` +
    icon(name, cx - size / 2, cy - size / 2, size, { opacity: 0.95, strokeWidth: 1.25 })
  );
}

function businessInitials(businessName: string): string {
  const words = businessName
    .split(/\s+/)
    .filter((word) => /^[a-z]/i.test(word) && !SKIPPED_INITIAL_WORDS.has(word.toLowerCase()));
  return (
    words
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase())
      .join("") || "EE"
  );
}

function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** Shared gradients: the diagonal background and two soft glows (light and shade). */
function baseDefs(palette: Palette, angle: "diagonal" | "vertical"): string {
  const end = angle === "diagonal" ? 'x2="1" y2="1"' : 'x2="0" y2="1"';
  return `<linearGradient id="bg" x1="0" y1="0" ${end}><stop offset="0" stop-color="${palette.deep}"/><stop offset="0.55" stop-color="${palette.mid}"/><stop offset="1" stop-color="${palette.light}"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.6" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient><radialGradient id="warm"><stop offset="0" stop-color="${palette.light}" stop-opacity="0.7"/><stop offset="1" stop-color="${palette.light}" stop-opacity="0"/></radialGradient><radialGradient id="shade"><stop offset="0" stop-color="${palette.deep}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.deep}" stop-opacity="0"/></radialGradient>`;
}

function softCircles(
  random: Random,
  count: number,
  area: { width: number; height: number },
  radius: [number, number],
  fills: readonly string[],
): string {
  let shapes = "";
  for (let i = 0; i < count; i++) {
    const x = random.int(0, area.width);
    const y = random.int(0, area.height);
    const r = random.int(radius[0], radius[1]);
    shapes += `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#${random.pick(fills)})"/>`;
  }
  return shapes;
}

function wave(random: Random, width: number, height: number, baseY: number, opacity: number) {
  const a = baseY + random.int(-40, 40);
  const b = baseY + random.int(-60, 60);
  const c = baseY + random.int(-40, 40);
  return `<path d="M0 ${a} C ${width * 0.3} ${b - 50}, ${width * 0.6} ${b + 50}, ${width} ${c} L ${width} ${height} L 0 ${height} Z" fill="#ffffff" fill-opacity="${opacity}"/>`;
}

/** 16:10, the shape of the cover crop and of the cards, so a card shows the whole picture. */
export const COVER_SIZE = { width: 1280, height: 800 } as const;

function coverSvg(
  palette: Palette,
  random: Random,
  main: string,
  motifs: readonly string[],
): string {
  const { width, height } = COVER_SIZE;
  const cx = random.int(760, 900);
  const cy = random.int(360, 420);
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    softCircles(random, 3, { width, height }, [200, 360], ["glow", "warm"]) +
    softCircles(random, 2, { width, height }, [240, 380], ["shade"]) +
    iconPattern(random, motifs, { width, height }, { cx, cy, r: 330 }) +
    heroIcon(main, cx, cy, 200) +
    wave(random, width, height, 690, 0.08) +
    wave(random, width, height, 740, 0.1);
  return svgDocument(width, height, baseDefs(palette, "diagonal"), body);
}

/** A badge: the category's picture on its colours, with the business's initials beneath. */
function profileSvg(palette: Palette, random: Random, main: string, letters: string): string {
  const size = 400;
  const body =
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    softCircles(random, 2, { width: size, height: size }, [120, 220], ["glow", "warm"]) +
    `<circle cx="200" cy="200" r="150" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.3" stroke-width="3"/>` +
    icon(main, 125, 92, 150, { opacity: 0.96, strokeWidth: 1.4 }) +
    `<text x="200" y="300" text-anchor="middle" font-family="${FONT_STACK}" font-size="44" font-weight="700" letter-spacing="4" fill="#ffffff" fill-opacity="0.92">${letters}</text>`;
  return svgDocument(size, size, baseDefs(palette, "diagonal"), body);
}

/**
 * Four compositions, each around one of the category's pictures, so a portfolio does not look
 * like one picture four times.
 */
function portfolioSvg(
  palette: Palette,
  random: Random,
  variant: number,
  main: string,
  motifs: readonly string[],
): string {
  const width = 1200;
  const height = 800;
  const cx = random.int(420, 780);
  const cy = random.int(330, 420);
  const background =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    iconPattern(random, motifs, { width, height }, { cx, cy, r: 300 });
  const picture = heroIcon(main, cx, cy, 170);
  switch (variant % 4) {
    case 0: {
      // Evening bokeh: a string of warm lights over a dark sky.
      let lights = "";
      for (let i = 0; i < 26; i++) {
        const x = (i / 25) * width + random.int(-20, 20);
        const y = 180 + Math.sin((i / 25) * Math.PI * 2) * 60 + random.int(-25, 25);
        lights += `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${random.int(18, 42)}" fill="url(#warm)"/>`;
      }
      const body =
        background +
        softCircles(random, 18, { width, height }, [30, 90], ["glow", "warm"]) +
        lights +
        wave(random, width, height, 640, 0.07);
      return svgDocument(width, height, baseDefs(palette, "vertical"), body + picture);
    }
    case 1: {
      // Rolling hills in three layers.
      const body =
        background +
        softCircles(random, 2, { width, height }, [220, 360], ["glow"]) +
        wave(random, width, height, 480, 0.1) +
        wave(random, width, height, 560, 0.14) +
        wave(random, width, height, 660, 0.2);
      return svgDocument(width, height, baseDefs(palette, "vertical"), body + picture);
    }
    case 2: {
      // Overlapping arches, like a marquee entrance.
      let arches = "";
      for (let i = 0; i < 5; i++) {
        const cx = 120 + i * 240 + random.int(-30, 30);
        const r = random.int(160, 260);
        arches += `<path d="M ${cx - r} ${height} L ${cx - r} ${height - r} A ${r} ${r} 0 0 1 ${cx + r} ${height - r} L ${cx + r} ${height} Z" fill="#ffffff" fill-opacity="${(0.06 + random.next() * 0.08).toFixed(2)}"/>`;
      }
      const body =
        background +
        softCircles(random, 3, { width, height }, [200, 320], ["glow", "shade"]) +
        arches;
      return svgDocument(width, height, baseDefs(palette, "diagonal"), body + picture);
    }
    default: {
      // A soft sunburst from one corner.
      const cx = random.int(200, 1000);
      const cy = random.int(150, 350);
      let rays = "";
      for (let i = 0; i < 18; i++) {
        const angle = (i / 18) * Math.PI * 2;
        const x = Math.round(cx + Math.cos(angle) * 1400);
        const y = Math.round(cy + Math.sin(angle) * 1400);
        const x2 = Math.round(cx + Math.cos(angle + 0.08) * 1400);
        const y2 = Math.round(cy + Math.sin(angle + 0.08) * 1400);
        rays += `<path d="M ${cx} ${cy} L ${x} ${y} L ${x2} ${y2} Z" fill="#ffffff" fill-opacity="0.05"/>`;
      }
      const body =
        background +
        rays +
        `<circle cx="${cx}" cy="${cy}" r="360" fill="url(#glow)"/>` +
        softCircles(random, 4, { width, height }, [60, 140], ["warm"]);
      return svgDocument(width, height, baseDefs(palette, "diagonal"), body + picture);
    }
  }
}
