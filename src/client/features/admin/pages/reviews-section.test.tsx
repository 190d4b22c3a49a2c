import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type {
  AdminOrganizerReviewPage,
  AdminOrganizerReviewView,
  AdminReviewPage,
} from "#shared/contracts/admin";
import { errorResponse, fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { expectToast } from "#tests/support/toasts";
import { stubWideScreen } from "#tests/support/wide-screen";
import { ReviewsSection } from "./reviews-section";

const reported: AdminOrganizerReviewView = {
  id: 12,
  rating: 2,
  comment: "Changed the venue the night before.",
  createdAt: "2027-06-20T10:00:00.000Z",
  organizerId: 50,
  organizerName: "Olive Organizer",
  supplierId: 60,
  supplierName: "Pantry Pop-up",
  requestId: 8,
  requestTitle: "Garden party",
  eventMonth: "2027-06",
  shownAt: "2027-06-21T10:00:00.000Z",
  hiddenAt: null,
  hiddenReason: null,
  reply: "We told you a week before.",
  reportCount: 2,
  reportReasons: ["Not true"],
};

const waiting: AdminOrganizerReviewView = {
  ...reported,
  id: 13,
  comment: "Easy to work with.",
  shownAt: null,
  reply: null,
  reportCount: 0,
  reportReasons: [],
};

const hidden: AdminOrganizerReviewView = {
  ...reported,
  hiddenAt: "2027-06-22T10:00:00.000Z",
  hiddenReason: "Names a member of staff",
};

function pageOf(items: AdminOrganizerReviewView[]): AdminOrganizerReviewPage {
  return { items, total: items.length, page: 1, pageSize: 25 };
}

const LIST = "GET /api/admin/organizer-reviews";

function renderSection(at = "/admin/organizer-reviews") {
  return renderPage(<ReviewsSection subject="organizer" />, {
    path: "/admin/organizer-reviews",
    at,
  });
}

describe("the admin's reviews of organizers", () => {
  beforeEach(stubWideScreen);

  it("lists each review with who it is about, its reply, its reports, and whether it waits", async () => {
    fakeApi({ [LIST]: () => jsonResponse(200, pageOf([reported, waiting])) });
    renderSection();
    const table = await screen.findByRole("table", { name: "Reviews of organizers, newest first" });
    const first = within(table).getByRole("row", { name: /Changed the venue/ });
    expect(within(first).getByRole("link", { name: "Olive Organizer" })).toHaveAttribute(
      "href",
      "/organizer/50",
    );
    expect(first).toHaveTextContent("Organizer's reply: We told you a week before.");
    expect(first).toHaveTextContent("Reported 2 times");
    expect(within(first).getByRole("list", { name: "Reasons given" })).toHaveTextContent(
      "Not true",
    );
    expect(first).toHaveTextContent("Visible");
    const second = screen.getByRole("row", { name: /Easy to work with/ });
    expect(second).toHaveTextContent("Waiting");
  });

  it("asks the server for the chosen filter and says when nothing matches", async () => {
    const api = fakeApi({ [LIST]: () => jsonResponse(200, pageOf([])) });
    const { user } = renderSection("/admin/organizer-reviews?visibility=reported");
    expect(await screen.findByText("No reported reviews")).toBeInTheDocument();
    expect(api.queriesSentTo(LIST)).toEqual([{ visibility: "reported", page: "1" }]);
    await user.click(screen.getByRole("button", { name: "Show all reviews" }));
    expect(await screen.findByText("No reviews yet")).toBeInTheDocument();
  });

  it("offers another try when the list cannot be loaded", async () => {
    // The client tries a failed read twice before it gives up.
    let calls = 0;
    fakeApi({
      [LIST]: () => {
        calls += 1;
        return calls <= 2
          ? errorResponse(500, { message: "Something went wrong" })
          : jsonResponse(200, pageOf([reported]));
      },
    });
    const { user } = renderSection();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load reviews");
    await user.click(within(alert).getByRole("button", { name: /try again/i }));
    expect(await screen.findByText(reported.comment)).toBeInTheDocument();
  });

  it("hides a review only with a reason, and shows a hidden one again", async () => {
    let current = reported;
    const api = fakeApi({
      [LIST]: () => jsonResponse(200, pageOf([current])),
      "POST /api/admin/organizer-reviews/12/hide": () => {
        current = hidden;
        return jsonResponse(200, hidden);
      },
      "POST /api/admin/organizer-reviews/12/unhide": () => {
        current = reported;
        return jsonResponse(200, reported);
      },
    });
    const { user } = renderSection();
    await user.click(
      await screen.findByRole("button", {
        name: "Hide the review of Olive Organizer by Pantry Pop-up",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Hide this review?" });
    expect(dialog).toHaveTextContent("Pantry Pop-up's review of Olive Organizer");
    await user.click(within(dialog).getByRole("button", { name: "Hide review" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Reason/)).toHaveAttribute("aria-invalid", "true"),
    );
    expect(api.requests.filter((request) => request.method === "POST")).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Reason/), "Names a member of staff");
    await user.click(within(dialog).getByRole("button", { name: "Hide review" }));
    await expectToast(
      "Review hidden",
      "It no longer shows on Olive Organizer's organizer page, and their rating leaves it out.",
    );
    expect(await api.bodiesSentTo("POST /api/admin/organizer-reviews/12/hide")).toEqual([
      { reason: "Names a member of staff" },
    ]);
    expect(await screen.findByText("Reason: Names a member of staff")).toBeInTheDocument();

    await user.click(
      screen.getByRole("button", {
        name: "Show the review of Olive Organizer by Pantry Pop-up again",
      }),
    );
    await expectToast(
      "Review visible again",
      "It shows on Olive Organizer's organizer page and counts in their rating.",
    );
    expect(api.requests.filter((request) => request.url.endsWith("/unhide"))).toHaveLength(1);
  });

  it("lists reviews of suppliers from their own address, each linked to the supplier's profile", async () => {
    const ofSupplier: AdminReviewPage = {
      items: [
        {
          id: 5,
          rating: 4,
          comment: "Great canapés.",
          createdAt: "2027-06-20T10:00:00.000Z",
          supplierId: 60,
          supplierName: "Pantry Pop-up",
          supplierSlug: "pantry-pop-up",
          organizerId: 50,
          organizerName: "Olive Organizer",
          requestId: 8,
          requestTitle: "Garden party",
          eventMonth: "2027-06",
          hiddenAt: null,
          hiddenReason: null,
          reply: null,
          reportCount: 0,
          reportReasons: [],
        },
      ],
      total: 1,
      page: 1,
      pageSize: 25,
    };
    const api = fakeApi({ "GET /api/admin/reviews": () => jsonResponse(200, ofSupplier) });
    renderPage(<ReviewsSection subject="supplier" />, { path: "/admin/reviews" });
    const table = await screen.findByRole("table", { name: "Reviews of suppliers, newest first" });
    expect(within(table).getByRole("link", { name: "Pantry Pop-up" })).toHaveAttribute(
      "href",
      "/s/pantry-pop-up",
    );
    expect(
      within(table).getByRole("button", {
        name: "Hide the review of Pantry Pop-up by Olive Organizer",
      }),
    ).toBeVisible();
    expect(api.unanswered).toEqual([]);
  });
});
