/**
 * zod, as the browser gets it (vite.config.ts points "zod" here). zod compiles object parsers
 * with `new Function` unless told not to, and merely testing whether it may counts as a
 * violation of the strict CSP. Told before any schema is made, it never tries.
 */
import * as z from "zod/v4";

z.config({ jitless: true });

export * from "zod/v4";
export { z };
