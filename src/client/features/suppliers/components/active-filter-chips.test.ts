import { describe, expect, it } from "vitest";
import { activeFilterChips } from "#client/features/suppliers/components/active-filter-chips";
import {
  type ActiveFilterName,
  countActiveFilters,
  parseDirectoryFilters,
  withoutFilter,
} from "#client/features/suppliers/hooks/use-directory-filters";
import { DIRECTORY_FILTER_NAMES, DIRECTORY_FILTERS } from "#shared/domain/directory-filters";

/**
 * For every filter a person sets, an address that sets it and the chip it shows: a field of a
 * counted kind added to the contract fails the type check here until it has one.
 */
const CHIP_SAMPLES: Record<ActiveFilterName, { address: Record<string, string>; label: string }> = {
  category: { address: { category: "catering" }, label: "Catering" },
  location: {
    address: { location: "Leeds", distance: "50", latitude: "53.7997", longitude: "-1.5492" },
    label: "Within 50 km of Leeds",
  },
  q: { address: { q: "cake" }, label: "Search: “cake”" },
  insured: { address: { insured: "true" }, label: "Insured" },
  goodHygiene: { address: { goodHygiene: "true" }, label: "Food hygiene 4+" },
  availableOn: { address: { availableOn: "2027-06-12" }, label: "Free on 12 June 2027" },
  maxPrice: { address: { maxPrice: "1500" }, label: "Up to £1,500" },
};

const chipNames = Object.keys(CHIP_SAMPLES) as ActiveFilterName[];
const everyFilter = new URLSearchParams({
  ...Object.assign({}, ...chipNames.map((name) => CHIP_SAMPLES[name].address)),
  sort: "distance",
});
const chipsOf = (params: URLSearchParams) => activeFilterChips(parseDirectoryFilters(params));

describe("the active-filter chips", () => {
  it("has a chip for every field a person sets, and none for the place's parts or the order", () => {
    const withChips = DIRECTORY_FILTER_NAMES.filter(
      (name) =>
        !["withPlace", "coordinate", "order", "ignored"].includes(DIRECTORY_FILTERS[name].kind),
    );
    expect([...chipNames].sort()).toEqual([...withChips].sort());
  });

  it("shows each filter in force as its chip, in the contract's order", () => {
    const chips = chipsOf(everyFilter);
    expect(chips).toEqual(
      DIRECTORY_FILTER_NAMES.filter((name): name is ActiveFilterName => name in CHIP_SAMPLES).map(
        (name) => ({ name, label: CHIP_SAMPLES[name].label }),
      ),
    );
    expect(chips).toHaveLength(countActiveFilters(parseDirectoryFilters(everyFilter)));
  });

  it("shows one chip for one filter", () => {
    for (const name of chipNames) {
      const chips = chipsOf(new URLSearchParams(CHIP_SAMPLES[name].address));
      expect(chips, name).toEqual([{ name, label: CHIP_SAMPLES[name].label }]);
    }
  });

  it("shows the default distance on a place's chip when none is chosen", () => {
    expect(chipsOf(new URLSearchParams({ location: "York" }))).toEqual([
      { name: "location", label: "Within 25 km of York" },
    ]);
  });

  it("shows no chip for an empty address or an order alone", () => {
    expect(chipsOf(new URLSearchParams())).toEqual([]);
    expect(chipsOf(new URLSearchParams({ sort: "rating" }))).toEqual([]);
  });

  it("takes off only its own filter, and the place with its distance and coordinates", () => {
    for (const name of chipNames) {
      const left = withoutFilter(everyFilter, name);
      expect(
        chipsOf(left).map((chip) => chip.name),
        name,
      ).toEqual(chipsOf(everyFilter).flatMap((chip) => (chip.name === name ? [] : [chip.name])));
      for (const gone of Object.keys(CHIP_SAMPLES[name].address)) {
        expect(left.has(gone), `${name} leaves ${gone}`).toBe(false);
      }
    }
    expect(withoutFilter(everyFilter, "location").get("sort")).toBe("distance");
  });
});
