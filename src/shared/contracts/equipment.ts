import { z } from "zod";
import { oneLine } from "./common";

export const EQUIPMENT_REQUIRED_MESSAGE = "Please fill in the title, category and description.";

export const EquipmentOffering = z.object({
  id: z.number(),
  supplierId: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  price: z.string().nullable(),
  /** What displays read: the price as the supplier wrote it. */
  priceRange: z.string().nullable(),
  image: z.array(z.string()),
  available: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EquipmentOffering = z.infer<typeof EquipmentOffering>;

export const EquipmentOfferingBody = z.object({
  title: oneLine(z.string()).trim().min(1, EQUIPMENT_REQUIRED_MESSAGE).max(120),
  description: z.string().trim().min(1, EQUIPMENT_REQUIRED_MESSAGE).max(2000),
  category: oneLine(z.string()).trim().min(1, EQUIPMENT_REQUIRED_MESSAGE).max(60),
  price: oneLine(z.string())
    .trim()
    .max(60, "Keep the price under 60 characters")
    .nullish()
    .transform((value) => value || null),
  image: z
    .array(z.string().regex(/^\/uploads\/(?!.*\.\.)[\w./-]+$/))
    .max(12)
    .default([]),
  available: z.boolean().default(true),
});
export type EquipmentOfferingBody = z.input<typeof EquipmentOfferingBody>;
