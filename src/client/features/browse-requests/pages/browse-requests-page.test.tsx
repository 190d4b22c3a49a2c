import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RequestListItem } from "#shared/contracts/requests";
import { userProfile } from "#tests/support/client-fixtures";
import { fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { BrowseRequestsPage } from "./browse-requests-page";

function listItem(overrides: Partial<RequestListItem> & { id: number; title: string }) {
  return {
    organizerId: 1,
    organizerName: "Olivia Organizer",
    description: "Music for the evening",
    eventDate: "2099-06-12",
    eventDateFrom: "2099-06-12",
    eventDateTo: null,
    location: "Bath, England",
    budget: null,
    attendees: null,
    categories: ["dj"],
    status: "active",
    createdAt: "2026-11-01T10:00:00Z",
    updatedAt: "2026-11-01T10:00:00Z",
    quotes: [],
    quoteCount: 2,
    quoteLimit: 5,
    quoteLimitRaised: false,
    supplierUnavailable: false,
    supplierUnavailableBecause: null,
    invited: false,
    organizerEmailVerified: true,
    organizerStats: null,
    expiresAt: null,
    ...overrides,
  } satisfies RequestListItem;
}

const open = listItem({ id: 1, title: "Open party" });
const full = listItem({ id: 2, title: "Full wedding", quoteCount: 5 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Browse Requests and full requests", () => {
  it("leaves full requests out until the switch asks for them, and keeps the choice in the address", async () => {
    const api = fakeApi({
      "GET /api/requests": (request) =>
        jsonResponse(
          200,
          new URL(request.url).searchParams.get("includeFull") === "true" ? [open, full] : [open],
        ),
    });
    const { user, router } = renderPage(<BrowseRequestsPage user={userProfile()} />, {
      path: "/browse-requests",
    });

    const openCard = await screen.findByRole("article", { name: "Open party" });
    expect(within(openCard).getByText("2 of 5 quotes")).toBeInTheDocument();
    expect(within(openCard).getByText("New organizer")).toBeInTheDocument();
    const includeFull = screen.getByRole("switch", { name: "Include full requests" });
    expect(includeFull).toHaveAttribute("aria-checked", "false");

    await user.click(includeFull);

    const fullCard = await screen.findByRole("article", { name: "Full wedding" });
    expect(within(fullCard).getByText("Full: 5 quotes received")).toBeInTheDocument();
    expect(includeFull).toHaveAttribute("aria-checked", "true");
    expect(router.state.location.search).toBe("?includeFull=true");
    expect(api.queriesSentTo("GET /api/requests")).toEqual([
      { includeUnavailable: "true" },
      { includeFull: "true", includeUnavailable: "true" },
    ]);
  });
});

describe("Browse Requests and the supplier's unavailable days", () => {
  const booked = listItem({
    id: 3,
    title: "Booked gala",
    supplierUnavailable: true,
    supplierUnavailableBecause: "booked",
  });
  const alsoBooked = listItem({
    id: 4,
    title: "Booked fete",
    supplierUnavailable: true,
    supplierUnavailableBecause: "booked",
  });

  function renderBrowse(requests: RequestListItem[], at = "/browse-requests") {
    const api = fakeApi({ "GET /api/requests": () => jsonResponse(200, requests) });
    return {
      api,
      ...renderPage(<BrowseRequestsPage user={userProfile()} />, { path: "/browse-requests", at }),
    };
  }

  it("hides a request on a day the supplier is unavailable, says so, and shows it with the switch", async () => {
    const { user, router, api } = renderBrowse([open, booked]);
    expect(await screen.findByRole("article", { name: "Open party" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Booked gala" })).not.toBeInTheDocument();
    expect(screen.getByText("1 request hidden: you're booked that day")).toBeInTheDocument();
    expect(api.queriesSentTo("GET /api/requests")).toEqual([{ includeUnavailable: "true" }]);

    const showUnavailable = screen.getByRole("switch", {
      name: "Show requests on my unavailable days",
    });
    expect(showUnavailable).toHaveAttribute("aria-checked", "false");
    await user.click(showUnavailable);

    const bookedCard = await screen.findByRole("article", { name: "Booked gala" });
    expect(within(bookedCard).getByText("You're unavailable")).toBeInTheDocument();
    expect(
      within(screen.getByRole("article", { name: "Open party" })).queryByText("You're unavailable"),
    ).not.toBeInTheDocument();
    expect(showUnavailable).toHaveAttribute("aria-checked", "true");
    expect(router.state.location.search).toBe("?showUnavailable=true");
    expect(screen.queryByText(/hidden: you're booked/)).not.toBeInTheDocument();
    // The list already held them: showing them asks the server nothing more.
    expect(api.queriesSentTo("GET /api/requests")).toHaveLength(1);
  });

  it("counts several hidden requests, and says so in place of an empty list", async () => {
    renderBrowse([booked, alsoBooked]);
    expect(
      await screen.findByRole("heading", { name: "No requests on your free days" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^2 requests hidden: you're booked on their dates\./),
    ).toBeInTheDocument();
  });

  it("tells days blocked by hand apart from booked days in the count", async () => {
    const blocked = (id: number, title: string) =>
      listItem({ id, title, supplierUnavailable: true, supplierUnavailableBecause: "blocked" });
    renderBrowse([open, blocked(5, "Blocked ball"), blocked(6, "Blocked brunch"), booked]);
    expect(await screen.findByRole("article", { name: "Open party" })).toBeInTheDocument();
    expect(
      screen.getByText("3 requests hidden: 2 on days you blocked, 1 on a day you're booked"),
    ).toBeInTheDocument();
  });

  it("reads Booked, not Quoted, on a job the supplier's accepted quote booked", async () => {
    const supplierId = userProfile().id;
    const ownJob = listItem({
      id: 7,
      title: "Own job",
      quotes: [{ id: 70, supplierId, status: "accepted", createdAt: "2099-01-01T00:00:00.000Z" }],
    });
    renderBrowse([ownJob]);
    const card = await screen.findByRole("article", { name: "Own job" });
    expect(within(card).getByText("Booked")).toBeInTheDocument();
    expect(within(card).queryByText("Quoted")).not.toBeInTheDocument();
    expect(within(card).queryByText("You're unavailable")).not.toBeInTheDocument();
  });

  it("shows them from an address that asks to", async () => {
    renderBrowse([open, booked], "/browse-requests?showUnavailable=true");
    expect(await screen.findByRole("article", { name: "Booked gala" })).toBeInTheDocument();
    expect(
      screen.getByRole("switch", { name: "Show requests on my unavailable days" }),
    ).toHaveAttribute("aria-checked", "true");
  });
});

describe("Browse Requests and invitations", () => {
  it("marks a request the supplier was invited to", async () => {
    const invitedTo = listItem({
      id: 5,
      title: "Invite-only dinner",
      categories: ["catering"],
      invited: true,
    });
    fakeApi({ "GET /api/requests": () => jsonResponse(200, [open, invitedTo]) });
    renderPage(<BrowseRequestsPage user={userProfile()} />, { path: "/browse-requests" });
    const card = await screen.findByRole("article", { name: "Invite-only dinner" });
    expect(within(card).getByText("Invited")).toBeInTheDocument();
    const other = screen.getByRole("article", { name: "Open party" });
    expect(within(other).queryByText("Invited")).toBeNull();
  });
});
