import { useEffect } from "react";

export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | EventEazy` : "EventEazy – Events made eazy.";
  }, [title]);
}
