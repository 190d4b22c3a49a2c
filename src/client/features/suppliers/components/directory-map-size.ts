/** The map and its placeholder take the same room, so the page does not jump as it loads. */
export const MAP_HEIGHT_CLASS = "h-[60vh] min-h-72 lg:h-[32rem]";
