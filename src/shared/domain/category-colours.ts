/**
 * Each category's colours: `deep` for icons and text on `light` (at least 4.5:1), `mid` for
 * accents, `light` for tinted backgrounds. Placeholders and the demo's artwork both use them, so
 * a category looks the same wherever it has no photo.
 */
export interface CategoryColours {
  deep: string;
  mid: string;
  light: string;
}

const COLOURS: Record<string, CategoryColours> = {
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

/** The brand's violet, for suppliers with no category yet. */
export const DEFAULT_CATEGORY_COLOURS: CategoryColours = {
  deep: "#2e1065",
  mid: "#6d28d9",
  light: "#ddd6fe",
};

export function categoryColours(key: string | undefined): CategoryColours {
  return (key && COLOURS[key]) || DEFAULT_CATEGORY_COLOURS;
}
