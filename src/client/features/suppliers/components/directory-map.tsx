import "leaflet/dist/leaflet.css";
import "./directory-map.css";
import * as L from "leaflet";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { useMapSettings } from "#client/features/suppliers/api/get-map-settings";
import type { SupplierListItem } from "#shared/contracts/suppliers";
import { MAP_HEIGHT_CLASS } from "./directory-map-size";

export interface DirectoryMapProps {
  /** The suppliers the list shows now; those with a place get a pin. */
  suppliers: readonly SupplierListItem[];
  /** The card a chosen pin shows, as the list shows it. */
  renderCard: (supplier: SupplierListItem) => ReactNode;
}

type PinnedSupplier = SupplierListItem & { location: { latitude: number; longitude: number } };

/** Great Britain, for the moment before the pins are placed. */
const UK_CENTRE: L.LatLngTuple = [54.5, -3];
const PIN_SIZE = 28;
/** Pins at one spot (one town's centre, say) fan out this far, in pixels, so each can be clicked. */
const FAN_RADIUS = 18;

/** Leaflet writes attribution as HTML; the setting is plain text. */
function asHtmlText(text: string): string {
  const element = document.createElement("span");
  element.textContent = text;
  return element.innerHTML;
}

/** Where each pin's point sits within its icon: pins sharing a spot are spread round a circle. */
function pinAnchors(pinned: readonly PinnedSupplier[]): Map<number, L.PointTuple> {
  const bySpot = new Map<string, PinnedSupplier[]>();
  for (const supplier of pinned) {
    const spot = `${supplier.location.latitude},${supplier.location.longitude}`;
    bySpot.set(spot, [...(bySpot.get(spot) ?? []), supplier]);
  }
  const anchors = new Map<number, L.PointTuple>();
  for (const group of bySpot.values()) {
    group.forEach((supplier, index) => {
      const angle = (2 * Math.PI * index) / group.length;
      const offset = group.length > 1 ? FAN_RADIUS : 0;
      anchors.set(supplier.id, [
        PIN_SIZE / 2 - Math.round(offset * Math.sin(angle)),
        PIN_SIZE / 2 + Math.round(offset * Math.cos(angle)),
      ]);
    });
  }
  return anchors;
}

/** A pin: a button named after its supplier. */
function pinIcon(supplier: PinnedSupplier, anchor: L.PointTuple, isChosen: boolean): L.DivIcon {
  const name = document.createElement("span");
  name.className = "directory-map-pin-name";
  name.textContent = supplier.name;
  return L.divIcon({
    className: isChosen ? "directory-map-pin directory-map-pin-chosen" : "directory-map-pin",
    html: name,
    iconSize: [PIN_SIZE, PIN_SIZE],
    iconAnchor: anchor,
  });
}

export function DirectoryMap({ suppliers, renderCard }: DirectoryMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const settings = useMapSettings();
  const tiles = settings.data?.tiles;
  const hintId = useId();

  const pinned = useMemo(
    () => suppliers.filter((supplier): supplier is PinnedSupplier => Boolean(supplier.location)),
    [suppliers],
  );
  const chosen = pinned.find((supplier) => supplier.id === chosenId);
  const unpinnedCount = suppliers.length - pinned.length;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = L.map(container, { center: UK_CENTRE, zoom: 5, zoomSnap: 0.5 });
    created.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    setMap(created);
    return () => {
      created.remove();
    };
  }, []);

  useEffect(() => {
    if (!map || !tiles) return;
    const layer = L.tileLayer(tiles.urlTemplate, {
      attribution: asHtmlText(tiles.attribution),
      maxZoom: 18,
    }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, tiles]);

  // The pins show the results as they stand; the view moves only when the results change. It
  // moves at once: a zoom animation still running when the map is closed (back to the list, or
  // new results) ends on panes already removed, and Leaflet throws.
  useEffect(() => {
    if (!map || pinned.length === 0) return;
    const points = pinned.map(
      (supplier): L.LatLngTuple => [supplier.location.latitude, supplier.location.longitude],
    );
    map.fitBounds(L.latLngBounds(points), {
      padding: [PIN_SIZE * 2, PIN_SIZE * 2],
      maxZoom: 13,
      animate: false,
    });
  }, [map, pinned]);

  useEffect(() => {
    if (!map) return;
    const anchors = pinAnchors(pinned);
    const pins = L.layerGroup();
    for (const supplier of pinned) {
      const anchor = anchors.get(supplier.id) ?? [PIN_SIZE / 2, PIN_SIZE / 2];
      const pin = L.marker([supplier.location.latitude, supplier.location.longitude], {
        icon: pinIcon(supplier, anchor, supplier.id === chosenId),
        keyboard: true,
        riseOnHover: true,
        zIndexOffset: supplier.id === chosenId ? 1000 : 0,
      });
      pin.on("click", () => setChosenId(supplier.id));
      pin.on("add", () => {
        const element = pin.getElement();
        if (!element) return;
        element.setAttribute("aria-pressed", String(supplier.id === chosenId));
        element.addEventListener("keydown", (event) => {
          if (event.key !== "Enter" && event.key !== " ") return;
          event.preventDefault();
          setChosenId(supplier.id);
        });
      });
      pins.addLayer(pin);
    }
    pins.addTo(map);
    return () => {
      pins.remove();
    };
  }, [map, pinned, chosenId]);

  // Keeps the chosen pin focused when the pins are drawn again to mark it.
  useEffect(() => {
    if (chosenId === null || !containerRef.current) return;
    const active = document.activeElement;
    if (active && active !== document.body && !containerRef.current.contains(active)) return;
    const names = containerRef.current.querySelectorAll<HTMLElement>(".directory-map-pin");
    for (const pin of names) {
      if (pin.getAttribute("aria-pressed") === "true") pin.focus({ preventScroll: true });
    }
  }, [chosenId]);

  return (
    <section aria-label="Map of suppliers" className="space-y-3">
      <p id={hintId} className="text-sm text-slate-600">
        {tiles
          ? "Choose a pin to see the supplier."
          : "Choose a pin to see the supplier. The pins show where suppliers are, one beside another."}
        {unpinnedCount > 0 &&
          ` ${unpinnedCount} ${unpinnedCount === 1 ? "supplier has" : "suppliers have"} not given a place and ${unpinnedCount === 1 ? "is" : "are"} only in the list.`}
      </p>
      <div
        ref={containerRef}
        aria-describedby={hintId}
        className={`${MAP_HEIGHT_CLASS} directory-map z-0 rounded-xl border border-slate-200`}
      />
      <p role="status" className="sr-only">
        {chosen ? `${chosen.name} is shown below the map.` : ""}
      </p>
      {chosen && <div data-testid="map-chosen-supplier">{renderCard(chosen)}</div>}
    </section>
  );
}
