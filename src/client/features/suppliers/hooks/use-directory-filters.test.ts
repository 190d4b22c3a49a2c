import { describe, expect, it } from "vitest";
import { filterSearchParams } from "#client/features/suppliers/api/get-suppliers";
import {
  DIRECTORY_FILTER_NAMES,
  DIRECTORY_FILTERS,
  type DirectoryFilterName,
} from "#shared/domain/directory-filters";
import { DIRECTORY_DISTANCE } from "#shared/domain/limits";
import { countActiveFilters, parseDirectoryFilters } from "./use-directory-filters";

const parse = (address: string) => parseDirectoryFilters(new URLSearchParams(address));

describe("parseDirectoryFilters", () => {
  it("reads every filter the address carries", () => {
    expect(
      parse(
        "category=catering&location=Leeds&distance=50&latitude=53.7997&longitude=-1.5492&q=cake",
      ),
    ).toEqual({
      category: "catering",
      location: "Leeds",
      distance: 50,
      latitude: 53.7997,
      longitude: -1.5492,
      q: "cake",
    });
  });

  it("reads an 'Available on' day, and drops one that is not a real day", () => {
    expect(parse("availableOn=2027-06-12")).toEqual({ availableOn: "2027-06-12" });
    expect(parse("availableOn=2027-02-30&q=cake")).toEqual({ q: "cake" });
  });

  it("gives an empty filter for an empty address", () => {
    expect(parse("")).toEqual({});
  });

  it("keeps the other filters when one is bad", () => {
    expect(parse("category=plumbing&location=Leeds&distance=far&q=cake")).toEqual({
      location: "Leeds",
      distance: DIRECTORY_DISTANCE.default,
      q: "cake",
    });
  });

  it("takes the default distance for one the API would refuse", () => {
    expect(parse(`location=Leeds&distance=${DIRECTORY_DISTANCE.max + 5}`)).toEqual({
      location: "Leeds",
      distance: DIRECTORY_DISTANCE.default,
    });
  });

  it("brings a distance the API accepts onto the slider's steps", () => {
    expect(parse("location=Leeds&distance=12").distance).toBe(10);
  });

  it("keeps coordinates only as a pair of good values", () => {
    expect(parse("location=Leeds&latitude=53.8&longitude=west")).toEqual({
      location: "Leeds",
      distance: DIRECTORY_DISTANCE.default,
    });
    expect(parse("location=Leeds&latitude=95&longitude=-1.5")).toEqual({
      location: "Leeds",
      distance: DIRECTORY_DISTANCE.default,
    });
  });

  it("ignores distance and coordinates without a place", () => {
    expect(parse("distance=50&latitude=53.8&longitude=-1.5&category=florist")).toEqual({
      category: "florist",
    });
  });

  it("ignores a place made only of spaces", () => {
    expect(parse("location=%20%20&q=cake")).toEqual({ q: "cake" });
  });
});

/**
 * A value the address could carry for every filter field but the ignored ones: a field added
 * to the contract fails the type check here until it has one, and then these tests until it is
 * read, written and counted.
 */
const SAMPLE_ADDRESS: Record<Exclude<DirectoryFilterName, "_t">, string> = {
  category: "catering",
  location: "Leeds",
  distance: "50",
  latitude: "53.7997",
  longitude: "-1.5492",
  q: "cake",
  insured: "true",
  goodHygiene: "true",
  availableOn: "2027-06-12",
  maxPrice: "500",
  sort: "distance",
};

const addressNames = DIRECTORY_FILTER_NAMES.filter(
  (name) => DIRECTORY_FILTERS[name].kind !== "ignored",
);

describe("the directory's filter fields", () => {
  it("has a sample for every field the address carries", () => {
    expect(Object.keys(SAMPLE_ADDRESS).sort()).toEqual([...addressNames].sort());
  });

  it("reads every field from the address", () => {
    const filters = parseDirectoryFilters(new URLSearchParams(SAMPLE_ADDRESS));
    expect(Object.keys(filters).sort()).toEqual([...addressNames].sort());
  });

  it("writes every field it reads back into the query, and reads the same filters from it", () => {
    const filters = parseDirectoryFilters(new URLSearchParams(SAMPLE_ADDRESS));
    const written = filterSearchParams(filters);
    expect([...written.keys()].sort()).toEqual([...addressNames].sort());
    expect(parseDirectoryFilters(written)).toEqual(filters);
  });

  it("counts each field a person sets, and not the place's distance, coordinates or the order", () => {
    const counted = addressNames.filter(
      (name) => !["withPlace", "coordinate", "order"].includes(DIRECTORY_FILTERS[name].kind),
    );
    expect(countActiveFilters(parseDirectoryFilters(new URLSearchParams(SAMPLE_ADDRESS)))).toBe(
      counted.length,
    );
    for (const name of counted) {
      const address = new URLSearchParams({
        [name]: SAMPLE_ADDRESS[name as keyof typeof SAMPLE_ADDRESS],
      });
      expect(countActiveFilters(parseDirectoryFilters(address)), name).toBe(1);
    }
  });

  it("counts nothing for an empty address", () => {
    expect(countActiveFilters(parseDirectoryFilters(new URLSearchParams()))).toBe(0);
  });
});
