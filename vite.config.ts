import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
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

/**
 * `vite build` makes the browser's files; `vite build --ssr` then makes the server renderer of the
 * public pages into the same folder's `.server`, which the server loads and never serves.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: "src/client",
  publicDir: isSsrBuild ? false : "public",
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
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
        sourcemap: false,
        reportCompressedSize: false,
      },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/uploads": "http://localhost:3000" },
  },
}));
