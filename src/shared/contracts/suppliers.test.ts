import { describe, expect, it } from "vitest";
import { DIRECTORY_DISTANCE, DIRECTORY_PAGE_SIZE } from "#shared/domain/limits";
import { SupplierCountQuery, SupplierListQuery } from "./suppliers";

describe("SupplierListQuery, as the API validates a directory search", () => {
  it("reads a full query string into the filter the server searches with", () => {
    expect(
      SupplierListQuery.parse({
        category: "catering",
        location: "Leeds",
        distance: "50",
        latitude: "53.7997",
        longitude: "-1.5492",
        q: "  harbour ",
        page: "3",
        limit: "10",
      }),
    ).toEqual({
      category: "catering",
      location: "Leeds",
      distance: 50,
      latitude: 53.7997,
      longitude: -1.5492,
      q: "harbour",
      page: 3,
      limit: 10,
    });
  });

  it("gives the defaults for what is missing or empty", () => {
    expect(SupplierListQuery.parse({ category: "", location: "", q: "" })).toEqual({
      distance: DIRECTORY_DISTANCE.default,
      page: 1,
      limit: DIRECTORY_PAGE_SIZE,
    });
  });

  it.each([
    ["an unknown category", { category: "plumbing" }],
    ["a distance below the slider", { distance: String(DIRECTORY_DISTANCE.min - 1) }],
    ["a distance beyond the slider", { distance: String(DIRECTORY_DISTANCE.max + 1) }],
    ["a distance that is not a number", { distance: "far" }],
    ["a latitude beyond the pole", { latitude: "91", longitude: "0" }],
    ["a longitude that is not a number", { latitude: "53", longitude: "west" }],
    ["a latitude without a longitude", { latitude: "53" }],
    ["a place name too long to be one", { location: "x".repeat(121) }],
    ["a page of zero", { page: "0" }],
    ["a page size over 100", { limit: "101" }],
  ])("refuses %s", (_case, query) => {
    expect(SupplierListQuery.safeParse(query).success).toBe(false);
  });

  it("refuses the same filters for the counts, which take no paging", () => {
    expect(SupplierCountQuery.safeParse({ category: "plumbing" }).success).toBe(false);
    expect(SupplierCountQuery.parse({ page: "2", category: "catering" })).toEqual({
      category: "catering",
      distance: DIRECTORY_DISTANCE.default,
    });
  });
});
