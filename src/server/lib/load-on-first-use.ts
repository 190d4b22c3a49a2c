import { createRequire } from "node:module";

const requirePackage = createRequire(import.meta.url);

/**
 * A package required on its first use instead of at start-up, then kept (decision 52): for the
 * large libraries a server may never need, or not before its first upload, email or sign-up.
 * `prepare` runs once, on the package as loaded (process-wide settings, for example). Only CommonJS
 * builds can be required synchronously; every package given here has one.
 */
export function loadOnFirstUse<T>(name: string, prepare?: (loaded: T) => void): () => T {
  let loaded: T | undefined;
  return () => {
    if (loaded === undefined) {
      const module = requirePackage(name) as T;
      prepare?.(module);
      loaded = module;
    }
    return loaded;
  };
}
