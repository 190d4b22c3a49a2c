import { describe, expect, it } from "vitest";
import { DIRECTORY_TOWNS, townSlug, townWordsOf } from "./directory-towns";

describe("directory towns in addresses", () => {
  it("writes a town as a lower-case segment and reads it back as a name", () => {
    expect(townSlug("Newcastle upon Tyne")).toBe("newcastle-upon-tyne");
    expect(townSlug("  Bury St. Edmunds ")).toBe("bury-st-edmunds");
    expect(townSlug("Ynys Môn")).toBe("ynys-mon");
    expect(townWordsOf("newcastle-upon-tyne")).toBe("Newcastle upon Tyne");
    expect(townWordsOf("leeds")).toBe("Leeds");
    expect(townWordsOf("--upon--")).toBe("Upon");
  });

  it("reads every listed town back as itself", () => {
    for (const town of DIRECTORY_TOWNS) expect(townWordsOf(townSlug(town))).toBe(town);
  });
});
