import { describe, expect, it } from "vitest";
import { DIRECTORY_DISTANCE } from "#shared/domain/limits";
import { parseDirectoryFilters } from "./use-directory-filters";

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
