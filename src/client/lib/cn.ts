import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. There is no Tailwind class merging (it would cost the first page load 9 kB),
 * so a component's defaults and the classes passed to it must not set the same property.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
