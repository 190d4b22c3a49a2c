import { z } from "zod";

export const ErrorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const MessageBody = z.object({ message: z.string() });

export const IdParams = z.object({ id: z.coerce.number().int().positive() });
