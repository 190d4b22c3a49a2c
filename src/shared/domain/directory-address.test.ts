import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIRECTORY_FILTER_SCHEMAS, SupplierListQuery } from "#shared/contracts/suppliers";
import { CATEGORY_KEYS } from "./categories";
import { readDirectoryAddress } from "./directory-address";
import { ADDRESS_FILTER_NAMES, type AddressFilterName, DIRECTORY_SORTS } from "./directory-filters";
import { DIRECTORY_DISTANCE } from "./limits";

/** What the API's own parser of a field makes of a value, its default where it would refuse it. */
function apiReads(name: AddressFilterName, raw: string | undefined): unknown {
  const schema = DIRECTORY_FILTER_SCHEMAS[name];
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : schema.parse(undefined);
}

const addressOf = (name: string, raw: string | undefined) =>
  new URLSearchParams(raw === undefined ? [] : [[name, raw]]);

/** Values a link could carry, chosen to sit on every edge the API's parsers have. */
const EDGE_VALUES = [
  "",
  " ",
  "   x  ",
  "0",
  "-0",
  "1",
  "1.5",
  " 42 ",
  "4",
  "5",
  "25",
  "500",
  "500.0001",
  "501",
  "-90",
  "-90.0000001",
  "90",
  "180",
  "180.5",
  "53.79971234",
  "-1.5492",
  "1e3",
  "1e999",
  "0x10",
  "Infinity",
  "-Infinity",
  "NaN",
  "1000000",
  "1000001",
  "true",
  "false",
  "TRUE",
  "yes",
  "2026-03-20",
  " 2026-03-20 ",
  "2026-02-29",
  "2028-02-29",
  "2026-13-01",
  "20-03-2026",
  "Leeds",
  "x".repeat(100),
  ` ${"y".repeat(100)} `,
  "y".repeat(101),
  "z".repeat(120),
  "z".repeat(121),
  ...CATEGORY_KEYS.slice(0, 3),
  "Catering",
  "plumbing",
  ...DIRECTORY_SORTS,
  "cheapest",
];

describe("readDirectoryAddress, a page address read without the schema library", () => {
  it.each(ADDRESS_FILTER_NAMES)(
    "reads %s as the API's own parser does, value for value",
    (name) => {
      for (const raw of [undefined, ...EDGE_VALUES]) {
        const read = (readDirectoryAddress(addressOf(name, raw)) as Record<string, unknown>)[name];
        expect({ raw, read }).toEqual({ raw, read: apiReads(name, raw) });
      }
    },
  );

  it("reads any text in any field as the API's own parser does", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ADDRESS_FILTER_NAMES),
        fc.oneof(fc.string(), fc.double().map(String), fc.integer().map(String)),
        (name, raw) => {
          const read = (readDirectoryAddress(addressOf(name, raw)) as Record<string, unknown>)[
            name
          ];
          expect(read).toEqual(apiReads(name, raw));
        },
      ),
    );
  });

  it("reads good values exactly as the API does", () => {
    const query = {
      category: "catering",
      location: "Leeds",
      distance: "50",
      latitude: "53.7997",
      longitude: "-1.5492",
      q: "harbour",
    };
    const { page: _page, limit: _limit, ...apiFilter } = SupplierListQuery.parse(query);
    expect(readDirectoryAddress(new URLSearchParams(query))).toEqual(apiFilter);
  });

  it("drops each bad value on its own and keeps the others", () => {
    expect(
      readDirectoryAddress(
        new URLSearchParams({
          category: "plumbing",
          location: "Leeds",
          distance: "9000",
          latitude: "north",
          longitude: "-1.5492",
          q: "harbour",
        }),
      ),
    ).toEqual({
      location: "Leeds",
      distance: DIRECTORY_DISTANCE.default,
      longitude: -1.5492,
      q: "harbour",
    });
  });

  it("never refuses an address, however odd, and leaves unknown parameters out", () => {
    expect(
      readDirectoryAddress(
        new URLSearchParams({
          category: "",
          location: "x".repeat(500),
          distance: "-1",
          latitude: "1e999",
          longitude: "",
          q: "y".repeat(500),
          _t: "1712345678",
          unknown: "kept out",
        }),
      ),
    ).toEqual({ distance: DIRECTORY_DISTANCE.default });
  });

  it("takes the last of a repeated parameter, as a query string read into an object does", () => {
    expect(readDirectoryAddress(new URLSearchParams("sort=rating&sort=newest")).sort).toBe(
      "newest",
    );
  });
});
