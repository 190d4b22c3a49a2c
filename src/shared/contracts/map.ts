import { z } from "zod";

/** What the directory map needs from the settings; `tiles` is null when no tile server is set. */
export const MapSettings = z.object({
  tiles: z
    .object({
      /** A Leaflet tile address with {z}, {x}, {y} and perhaps {s} and {r}. */
      urlTemplate: z.string(),
      /** The provider's credit, plain text. */
      attribution: z.string(),
    })
    .nullable(),
});
export type MapSettings = z.infer<typeof MapSettings>;
