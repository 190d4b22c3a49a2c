import { lazy, Suspense, useEffect, useState } from "react";
import type { DirectoryMapProps } from "./directory-map";
import { MAP_HEIGHT_CLASS } from "./directory-map-size";

/** The map library loads only when someone opens the map, never with the directory itself. */
const DirectoryMap = lazy(() =>
  import("./directory-map").then((module) => ({ default: module.DirectoryMap })),
);

function MapPlaceholder() {
  return (
    <div
      role="status"
      className={`${MAP_HEIGHT_CLASS} flex items-center justify-center rounded-xl border border-slate-200 bg-slate-100 text-slate-600`}
    >
      Loading the map…
    </div>
  );
}

/**
 * The map is drawn in the browser only: a server-rendered page, and its first render in the
 * browser, show the placeholder.
 */
export function DirectoryMapView(props: DirectoryMapProps) {
  const [isInBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (!isInBrowser) return <MapPlaceholder />;
  return (
    <Suspense fallback={<MapPlaceholder />}>
      <DirectoryMap {...props} />
    </Suspense>
  );
}
