import { useEffect } from "react";

/** Keeps --vh true to the visible height on mobile browsers whose toolbars come and go. */
export function useViewportHeight() {
  useEffect(() => {
    const update = () =>
      document.documentElement.style.setProperty("--vh", `${window.innerHeight * 0.01}px`);
    update();
    window.addEventListener("resize", update);
    window.addEventListener("orientationchange", update);
    return () => {
      window.removeEventListener("resize", update);
      window.removeEventListener("orientationchange", update);
    };
  }, []);
}
