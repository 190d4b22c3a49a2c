import { describe, expect, it } from "vitest";
import { notificationOf, pageToOpen } from "./push-messages";

const ORIGIN = "https://eventeazy.test";

describe("a push's notification", () => {
  it("shows the title, body and address the server sent", () => {
    expect(
      notificationOf(
        JSON.stringify({
          title: "New lead",
          body: "Wedding in Leeds",
          url: "/request/7",
          tag: "x",
        }),
      ),
    ).toEqual({ title: "New lead", body: "Wedding in Leeds", url: "/request/7", tag: "x" });
  });

  it("still says something when the push cannot be read", () => {
    for (const text of [undefined, null, "", "not json", "42", "null", '"text"'])
      expect(notificationOf(text)).toEqual({
        title: "EventEazy",
        body: "You have a new alert.",
        url: "/notifications",
      });
  });

  it("fills in what a payload leaves out or sends as the wrong type", () => {
    expect(notificationOf(JSON.stringify({ body: 5, url: ["/x"] }))).toEqual({
      title: "EventEazy",
      body: "",
      url: "/notifications",
    });
  });
});

describe("the page a click opens", () => {
  it("opens an address on EventEazy's own origin", () => {
    expect(pageToOpen("/request/7?tab=quotes", ORIGIN)).toBe(`${ORIGIN}/request/7?tab=quotes`);
    expect(pageToOpen(`${ORIGIN}/messages/3`, ORIGIN)).toBe(`${ORIGIN}/messages/3`);
  });

  it("never opens another site, whatever the push says", () => {
    for (const url of [
      "https://evil.example/phish",
      "//evil.example/phish",
      "javascript:alert(1)",
      "http://eventeazy.test/request/7",
      42,
      undefined,
    ])
      expect(pageToOpen(url, ORIGIN)).toBe(`${ORIGIN}/notifications`);
  });
});
