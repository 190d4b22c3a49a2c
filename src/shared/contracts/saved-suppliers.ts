import { z } from "zod";
import { SupplierListItem } from "./suppliers";

export const SavedSupplierList = z.array(SupplierListItem.extend({ savedAt: z.string() }));
export type SavedSupplierList = z.infer<typeof SavedSupplierList>;
