import { fileURLToPath } from "node:url";
import type { CategoryKey } from "#shared/domain/categories";

/**
 * The folder of openly licensed photographs the demo suppliers show. The build copies it beside
 * the compiled server, so the same relative address finds it from the sources and from dist/server.
 * Where each photograph comes from, and under which licence, is in docs/demo-photos.md.
 */
export const DEMO_PHOTOS_FOLDER = fileURLToPath(new URL("./demo-photos/", import.meta.url));

/**
 * The photographs of each category, by file name in DEMO_PHOTOS_FOLDER. A category with none keeps
 * the category placeholder, as a new supplier shows it until they upload photos of their own.
 */
export const DEMO_PHOTOS: Partial<Record<CategoryKey, readonly string[]>> = {
  venue: [
    "venue-banquet-hall.jpg",
    "venue-chateau.jpg",
    "venue-formal-garden.jpg",
    "venue-castle-grounds.jpg",
  ],
  catering: ["catering-old-kitchen.jpg", "catering-spice-market.jpg", "catering-bistro-front.jpg"],
  photography: ["photography-tourist-with-camera.jpg", "photography-studio-light-rig.jpg"],
  videography: ["videography-camera-filming-stage.jpg", "photography-studio-light-rig.jpg"],
  beverage: ["beverage-wine-by-candlelight.jpg", "beverage-bottles.jpg", "beverage-teacup.jpg"],
  cake: ["cake-baking.jpg"],
  entertainment: [
    "entertainment-open-air-stage.jpg",
    "entertainment-carousel.jpg",
    "band-front-row.jpg",
  ],
  performer: ["performer-on-stage.jpg", "performer-puppet.jpg"],
  band: ["band-rock-concert.jpg", "band-front-row.jpg", "lighting-stage-beams.jpg"],
  dj: ["dj-raised-hands.jpg", "entertainment-open-air-stage.jpg"],
  lighting: ["lighting-stage-beams.jpg", "lighting-sparkler.jpg"],
  av_equipment: ["av-condenser-microphone.jpg"],
  decor: ["beverage-wine-by-candlelight.jpg", "florist-dried-rosebuds.jpg"],
  florist: ["florist-dried-rosebuds.jpg"],
  cleaning: ["cleaning-mopping-a-hall.jpg", "cleaning-swept-enfilade.jpg"],
  organizer: ["organizer-wedding-place-card.jpg", "venue-banquet-hall.jpg"],
  staffing: ["staffing-champagne-tray.jpg", "venue-banquet-hall.jpg"],
  security: ["dj-raised-hands.jpg"],
  transportation: ["transportation-classic-mga-convertible.jpg", "transportation-vintage-cars.jpg"],
  magician: ["magician-top-hat-wand-props.jpg", "magician-card-fan.jpg"],
};

/** The photographs of a category, none for a category without any or an unknown one. */
export function demoPhotosOf(category: string | undefined): readonly string[] {
  return (category && DEMO_PHOTOS[category as CategoryKey]) || [];
}
