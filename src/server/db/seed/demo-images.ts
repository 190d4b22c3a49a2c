import { createHash } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { createRandom, type Random } from "./random";

interface Palette {
  deep: string;
  mid: string;
  light: string;
}

const CATEGORY_PALETTES: Record<string, Palette> = {
  venue: { deep: "#3b0764", mid: "#6d28d9", light: "#c4b5fd" },
  catering: { deep: "#9a3412", mid: "#f97362", light: "#fed7aa" },
  photography: { deep: "#134e4a", mid: "#0d9488", light: "#99f6e4" },
  videography: { deep: "#1e1b4b", mid: "#4f46e5", light: "#c7d2fe" },
  entertainment: { deep: "#831843", mid: "#db2777", light: "#fbcfe8" },
  av_equipment: { deep: "#172554", mid: "#2563eb", light: "#bfdbfe" },
  decor: { deep: "#881337", mid: "#e11d48", light: "#fecdd3" },
  florist: { deep: "#365314", mid: "#65a30d", light: "#ecfccb" },
  lighting: { deep: "#78350f", mid: "#d97706", light: "#fde68a" },
  staffing: { deep: "#1e293b", mid: "#475569", light: "#cbd5e1" },
  security: { deep: "#082f49", mid: "#0369a1", light: "#bae6fd" },
  transportation: { deep: "#14532d", mid: "#16a34a", light: "#bbf7d0" },
  beverage: { deep: "#4a044e", mid: "#a21caf", light: "#f5d0fe" },
  cake: { deep: "#7c2d12", mid: "#fb923c", light: "#ffedd5" },
  dj: { deep: "#2e1065", mid: "#7c3aed", light: "#f9a8d4" },
  band: { deep: "#451a03", mid: "#b45309", light: "#fcd34d" },
  magician: { deep: "#0f0a2e", mid: "#4338ca", light: "#ddd6fe" },
  performer: { deep: "#500724", mid: "#be123c", light: "#fda4af" },
  cleaning: { deep: "#164e63", mid: "#0891b2", light: "#cffafe" },
  organizer: { deep: "#3b0764", mid: "#7c3aed", light: "#fdba74" },
};

const FALLBACK_PALETTE: Palette = { deep: "#2e1065", mid: "#6d28d9", light: "#ddd6fe" };

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
  const palette = paletteFor(input.categories[0]);
  const random = createRandom(input.slug);

  const coverImage = input.withCover ? add("cover", coverSvg(palette, random)) : null;
  const profileImage = add(
    "profile",
    profileSvg(palette, random, businessInitials(input.businessName)),
  );
  const portfolioImages: string[] = [];
  for (let i = 0; i < input.portfolioCount; i++) {
    const category = input.categories[i % input.categories.length];
    portfolioImages.push(add(`portfolio-${i + 1}`, portfolioSvg(paletteFor(category), random, i)));
  }
  return { coverImage, profileImage, portfolioImages, jobs };
}

/** Renders the planned images to JPEG files in `${uploadsDir}/seed`, a few at a time. */
export async function renderImages(
  jobs: readonly ImageJob[],
  uploadsDir: string,
  concurrency = 4,
): Promise<void> {
  const dir = path.join(uploadsDir, "seed");
  await mkdir(dir, { recursive: true });
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < jobs.length) {
      const job = jobs[nextIndex++] as ImageJob;
      await sharp(Buffer.from(job.svg)).jpeg({ quality: 80 }).toFile(path.join(dir, job.fileName));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
}

function paletteFor(category: string | undefined): Palette {
  return (category && CATEGORY_PALETTES[category]) || FALLBACK_PALETTE;
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

function coverSvg(palette: Palette, random: Random): string {
  const width = 1200;
  const height = 400;
  const rings = Array.from({ length: 2 }, () => {
    const r = random.int(90, 180);
    return `<circle cx="${random.int(700, 1150)}" cy="${random.int(60, 340)}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.14" stroke-width="2"/>`;
  }).join("");
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    softCircles(random, 3, { width, height }, [160, 300], ["glow", "warm"]) +
    softCircles(random, 2, { width, height }, [200, 320], ["shade"]) +
    rings +
    wave(random, width, height, 310, 0.08) +
    wave(random, width, height, 350, 0.1);
  return svgDocument(width, height, baseDefs(palette, "diagonal"), body);
}

function profileSvg(palette: Palette, random: Random, letters: string): string {
  const size = 400;
  const fontSize = letters.length > 1 ? 150 : 180;
  const body =
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    softCircles(random, 2, { width: size, height: size }, [120, 220], ["glow", "warm"]) +
    `<circle cx="200" cy="200" r="150" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="3"/>` +
    `<text x="200" y="${200 + fontSize * 0.36}" text-anchor="middle" font-family="${FONT_STACK}" font-size="${fontSize}" font-weight="600" letter-spacing="-2" fill="#ffffff" fill-opacity="0.96">${letters}</text>`;
  return svgDocument(size, size, baseDefs(palette, "diagonal"), body);
}

/** Four abstract compositions, so a portfolio does not look like one picture four times. */
function portfolioSvg(palette: Palette, random: Random, variant: number): string {
  const width = 1200;
  const height = 800;
  const background = `<rect width="${width}" height="${height}" fill="url(#bg)"/>`;
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
      return svgDocument(width, height, baseDefs(palette, "vertical"), body);
    }
    case 1: {
      // Rolling hills in three layers.
      const body =
        background +
        softCircles(random, 2, { width, height }, [220, 360], ["glow"]) +
        wave(random, width, height, 480, 0.1) +
        wave(random, width, height, 560, 0.14) +
        wave(random, width, height, 660, 0.2);
      return svgDocument(width, height, baseDefs(palette, "vertical"), body);
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
      return svgDocument(width, height, baseDefs(palette, "diagonal"), body);
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
      return svgDocument(width, height, baseDefs(palette, "diagonal"), body);
    }
  }
}
