import { useCallback } from "react";
import { useSearchParams } from "react-router";

export type DirectoryView = "list" | "map";

/** The list is the directory's own view; `view=map` in the address asks for the map. */
export function useDirectoryView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: DirectoryView = searchParams.get("view") === "map" ? "map" : "list";
  const setView = useCallback(
    (next: DirectoryView) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === "map") params.set("view", "map");
          else params.delete("view");
          return params;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return { view, setView };
}
