import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import sharp from "sharp";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { SERVER_RENDERER_FILE, SERVER_RENDERER_FOLDER } from "#shared/server-rendering";

const OUT_DIR = path.resolve(import.meta.dirname, "dist/client");
const COMPRESSIBLE = /\.(js|css|svg|json|txt|woff)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Writes .br and .gz beside each asset once at build time; the server sends them as they are. */
function precompress(): Plugin {
  return {
    name: "eventeazy-precompress",
    apply: "build",
    async writeBundle(output) {
      const assetsDir = path.join(output.dir ?? OUT_DIR, "assets");
      const files = (await readdir(assetsDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(assetsDir, file));
          if (source.length < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gz(source, { level: 9 }),
          ]);
          await writeFile(path.join(assetsDir, `${file}.br`), br);
          await writeFile(path.join(assetsDir, `${file}.gz`), gzipped);
        }),
      );
    },
  };
}

const LUCIDE_ICONS = path.resolve(import.meta.dirname, "node_modules/lucide-react/dist/esm/icons");
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** "Building2" → "building-2", the icon's own module in lucide-react/icons. */
const iconFileName = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([a-zA-Z])([0-9])/g, "$1-$2")
    .toLowerCase();

/**
 * Rewrites `import { Camera, Star } from "lucide-react"` into one import per icon module, so the
 * module graph shows which page uses which icon (the chunking below needs it). Types, and names
 * that are aliases with no module of their own, stay with the package's index.
 */
function directIconImports(): Plugin {
  return {
    name: "eventeazy-direct-icon-imports",
    apply: "build",
    transform: {
      filter: { id: /src[\\/]client[\\/].*\.tsx?$/, code: "lucide-react" },
      handler(code) {
        const rewritten = code.replace(LUCIDE_IMPORT, (whole, names: string) => {
          const direct: string[] = [];
          const rest: string[] = [];
          for (const raw of names
            .split(",")
            .map((part) => part.trim())
            .filter(Boolean)) {
            const [name, local = name] = raw.split(/\s+as\s+/);
            if (
              !raw.startsWith("type ") &&
              name &&
              existsSync(path.join(LUCIDE_ICONS, `${iconFileName(name)}.mjs`))
            )
              direct.push(`import ${local} from "lucide-react/icons/${iconFileName(name)}";`);
            else rest.push(raw);
          }
          if (direct.length === 0) return whole;
          return [
            ...direct,
            ...(rest.length ? [`import { ${rest.join(", ")} } from "lucide-react";`] : []),
          ].join("\n");
        });
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}

const HOME_ROUTE = path.resolve(import.meta.dirname, "src/client/app/routes/home.tsx");
const HOME_FEATURE = path.resolve(import.meta.dirname, "src/client/features/home") + path.sep;

/**
 * The modules the home page needs besides the shell and its own code (cards, icons, category
 * rules), found from the module graph once it is built. Left to themselves they become a score
 * of tiny shared chunks; as one chunk they compress as one and arrive in one request.
 */
function homePageSharedModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: "eventeazy-home-shared-modules",
    apply: "build",
    buildEnd() {
      const entry = [...this.getModuleIds()].find((id) => this.getModuleInfo(id)?.isEntry);
      const reachedFrom = (start: string) => {
        const reached = new Set<string>();
        const queue = [start];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (reached.has(id)) continue;
          reached.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return reached;
      };
      const shell = entry ? reachedFrom(entry) : new Set<string>();
      for (const id of reachedFrom(HOME_ROUTE))
        if (!shell.has(id) && id !== HOME_ROUTE && !id.startsWith(HOME_FEATURE)) shared.add(id);
    },
  };
  return { plugin, has: (id) => shared.has(id) };
}

const homeShared = homePageSharedModules();

const BRAND = "#5b21b6";
const LOGO = path.resolve(import.meta.dirname, "src/client/public/favicon.svg");

/**
 * The installed app's icons, drawn from the logo at build time: the logo itself at 192 and 512 px,
 * a maskable one whose brand colour fills the square (the platform crops it to its own shape,
 * keeping the middle 80 %), and an opaque one for iOS's home screen, which rounds it itself.
 */
function appIcons(): Plugin {
  return {
    name: "eventeazy-app-icons",
    apply: "build",
    async generateBundle() {
      const logo = await readFile(LOGO, "utf8");
      // The logo is a rounded square; without the rounding it fills the whole icon.
      const fullBleed = logo.replace(/\s+rx="[^"]*"/, "");
      const png = (svg: string, size: number) =>
        sharp(Buffer.from(svg), { density: (72 * size) / 32 })
          .resize(size, size)
          .png({ compressionLevel: 9 })
          .toBuffer();
      const icons: Array<[string, string, number]> = [
        ["icons/icon-192.png", logo, 192],
        ["icons/icon-512.png", logo, 512],
        ["icons/maskable-512.png", fullBleed, 512],
        ["icons/apple-touch-icon.png", fullBleed, 180],
      ];
      for (const [fileName, svg, size] of icons)
        this.emitFile({ type: "asset", fileName, source: await png(svg, size) });
    },
  };
}

/**
 * The web app manifest and the service worker (src/client/service-worker/sw.ts, decision 0048).
 * The worker precaches the shell's code, styles, font, icons and the offline page; pages and
 * /api answers are never cached. The page registers it itself once loaded (register.ts).
 */
const progressiveWebApp = () =>
  VitePWA({
    strategies: "injectManifest",
    srcDir: "service-worker",
    filename: "sw.ts",
    injectRegister: false,
    includeManifestIcons: false,
    manifest: {
      id: "/",
      name: "EventEazy – Events made eazy",
      short_name: "EventEazy",
      description:
        "The UK events marketplace: post your event for free and get quotes from venues, caterers, photographers, DJs and more.",
      lang: "en-GB",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: BRAND,
      background_color: "#ffffff",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        {
          src: "/icons/maskable-512.png",
          sizes: "512x512",
          type: "image/png",
          purpose: "maskable",
        },
      ],
    },
    injectManifest: {
      // The built index.html is the server's template for every page, never a page itself.
      // The font's other alphabets load from the network when a page needs them. The manifest
      // is added by the plugin itself. Only the shell's own code and styles are kept: offline a
      // page shows only the offline page, so a route's chunk kept ahead would never be used
      // offline, and online the browser's cache keeps each hashed chunk once it is fetched.
      globPatterns: [
        "assets/index-*.{js,css}",
        "assets/inter-latin-wght-normal-*.woff2",
        "icons/*.png",
        "favicon.svg",
        "offline.{html,css}",
      ],
      // Hashed names change with their content: no revision needed.
      dontCacheBustURLsMatching: /^assets\//,
      minify: true,
      // A classic script, as the page registers it; built as quietly as the app itself.
      rollupFormat: "iife",
      buildPlugins: {
        vite: [{ name: "eventeazy-quiet-worker-build", config: () => ({ logLevel: "warn" }) }],
      },
    },
  });

/**
 * `vite build` makes the browser's files; `vite build --ssr` then makes the server renderer of the
 * public pages into the same folder's `.server`, which the server loads and never serves.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: "src/client",
  publicDir: isSsrBuild ? false : "public",
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [directIconImports(), homeShared.plugin, precompress(), appIcons(), progressiveWebApp()]),
  ],
  resolve: {
    // The browser's zod never evaluates code: see src/client/lib/zod-without-eval.ts.
    alias: [
      {
        find: /^zod$/,
        replacement: path.resolve(import.meta.dirname, "src/client/lib/zod-without-eval.ts"),
      },
    ],
  },
  build: isSsrBuild
    ? {
        outDir: path.join(OUT_DIR, SERVER_RENDERER_FOLDER),
        emptyOutDir: true,
        target: "node20",
        ssr: "entry-server.tsx",
        rollupOptions: { output: { entryFileNames: SERVER_RENDERER_FILE } },
        sourcemap: false,
        reportCompressedSize: false,
      }
    : {
        outDir: OUT_DIR,
        emptyOutDir: true,
        target: "es2022",
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "home-shared",
                  test: homeShared.has,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
        sourcemap: false,
        reportCompressedSize: false,
      },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/uploads": "http://localhost:3000" },
  },
}));
