import { z } from "zod";

export const CategoryView = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  count: z.number().optional(),
});
export type CategoryView = z.infer<typeof CategoryView>;
