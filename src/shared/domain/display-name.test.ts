import { describe, expect, it } from "vitest";
import { displayName } from "./display-name";

describe("displayName", () => {
  it("shows a supplier by their business name", () => {
    expect(
      displayName({
        role: "supplier",
        name: "Sam Smith",
        username: "sam_smith",
        businessName: "Harbour Lights Ltd",
      }),
    ).toBe("Harbour Lights Ltd");
  });

  it("trims the business name", () => {
    expect(
      displayName({ role: "supplier", name: "Sam Smith", businessName: "  Harbour Lights  " }),
    ).toBe("Harbour Lights");
  });

  it("shows a supplier without a business name but with a personal name by their username", () => {
    expect(displayName({ role: "supplier", name: "John Smith", username: "john_smith" })).toBe(
      "John Smith",
    );
    expect(
      displayName({ role: "supplier", name: "Jo Bloggs", username: "sparkle-sounds_uk" }),
    ).toBe("Sparkle Sounds Uk");
    expect(
      displayName({
        role: "supplier",
        name: "Jo Bloggs",
        username: "magic__mike",
        businessName: "  ",
      }),
    ).toBe("Magic Mike");
  });

  it.each([
    ["a company-type word", "Smith Ltd"],
    ["a company-type word with a dot", "Smith Ltd."],
    ["a company-type word in capitals", "SMITH INC"],
    ["Co", "Bloggs Co"],
    ["LLC", "Bloggs LLC"],
    ["Service", "Cleaning Service"],
    ["Group", "Harbour Group"],
    ["Company", "Cake Company"],
    ["Hotel", "Grand Hotel"],
    ["Event", "Event Masters"],
    ["DJ", "DJ Mike"],
    ["three words", "Mary Jane Watson"],
    ["one word", "Madonna"],
    ["a word of 10 letters", "Alexandria Smith"],
  ])("keeps the name of a supplier whose name has %s", (_label, name) => {
    expect(displayName({ role: "supplier", name, username: "some_username" })).toBe(name);
  });

  it("shows a word of 9 letters as a personal name", () => {
    expect(displayName({ role: "supplier", name: "Christina Smith", username: "chris_s" })).toBe(
      "Chris S",
    );
  });

  it("keeps the name of a supplier without a username", () => {
    expect(displayName({ role: "supplier", name: "John Smith", username: null })).toBe(
      "John Smith",
    );
    expect(displayName({ role: "supplier", name: "John Smith" })).toBe("John Smith");
  });

  it("always shows an organizer or an admin by their name", () => {
    expect(
      displayName({
        role: "organizer",
        name: "John Smith",
        username: "john_smith",
        businessName: "Ignored Ltd",
      }),
    ).toBe("John Smith");
    expect(displayName({ role: "admin", name: "Ada Admin", username: "ada" })).toBe("Ada Admin");
    expect(displayName({ name: "No Role", username: "no_role" })).toBe("No Role");
  });
});
