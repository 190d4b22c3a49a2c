import { z } from "zod";

export const LocationSuggestion = z.object({
  displayName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});
export type LocationSuggestion = z.infer<typeof LocationSuggestion>;

export const LocationSuggestionQuery = z.object({ query: z.string().max(100).default("") });
