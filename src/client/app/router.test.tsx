import { createRoutesFromChildren, matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { PAGE_NAMES, pages } from "#shared/paths";
import { AppRoutes } from "./router";

const routes = createRoutesFromChildren(AppRoutes().props.children);

/** The pattern of the innermost route the router picks for an address. */
function matchedPattern(pathname: string) {
  return matchRoutes(routes, pathname)?.at(-1)?.route.path;
}

describe("the router", () => {
  it.each(PAGE_NAMES)("opens the page %s at its pattern from the page table", (name) => {
    const { pattern } = pages[name];
    expect(matchedPattern(pattern.replace(/:[a-zA-Z]+/g, "7"))).toBe(pattern);
  });

  it("answers any other address with the not-found page", () => {
    for (const pathname of ["/nope", "/supplier", "/supplier/42/extra", "/how-it-works/more"])
      expect(matchedPattern(pathname)).toBe("*");
  });
});
