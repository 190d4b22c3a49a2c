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
    expect(api.queriesSentTo("GET /api/requests")).toEqual([{}, { includeFull: "true" }]);
  });
});
