/**
 * Cover images are cropped to the shape cards show them in, so what the supplier cropped is
 * what organizers see. The class and the number must say the same ratio.
 */
export const COVER_ASPECT = 16 / 10;
export const coverAspectClass = "aspect-[16/10]";
