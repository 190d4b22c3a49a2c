import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PublicOrganizerReview } from "#shared/contracts/organizer-reviews";
import type { UserProfile } from "#shared/contracts/users";
import { userProfile } from "#tests/support/client-fixtures";
import { fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { expectToast } from "#tests/support/toasts";
import { OrganizerReviews } from "./organizer-reviews";

const ORGANIZER_ID = 30;
const DAY_MS = 86_400_000;

function review(overrides: Partial<PublicOrganizerReview> = {}): PublicOrganizerReview {
  return {
    id: 7,
    rating: 5,
    comment: "Clear brief and paid on time.",
    createdAt: "2026-07-01T10:00:00.000Z",
    eventMonth: "2026-06",
    supplier: { id: 20, name: "Sam's Sounds", profileImage: null },
    reply: null,
    reportedByViewer: false,
    ...overrides,
  };
}

function replyPostedAgo(days: number): PublicOrganizerReview["reply"] {
  const createdAt = new Date(Date.now() - days * DAY_MS);
  return {
    text: "Thank you, Sam!",
    createdAt: createdAt.toISOString(),
    updatedAt: createdAt.toISOString(),
    editableUntil: new Date(createdAt.getTime() + 7 * DAY_MS).toISOString(),
  };
}

const organizer = userProfile({
  id: ORGANIZER_ID,
  role: "organizer",
  name: "Rosa Reviewer",
  businessName: null,
  displayName: "Rosa Reviewer",
});

function renderReviews(item: PublicOrganizerReview, viewer: UserProfile | null) {
  return renderPage(
    <OrganizerReviews
      organizerId={ORGANIZER_ID}
      organizerName="Rosa Reviewer"
      avgRating={5}
      reviewCount={1}
      reviews={[item]}
      isLoading={false}
      isError={false}
      onRetry={() => {}}
      viewer={viewer}
    />,
    { path: "/organizer/30" },
  );
}

describe("reviews on an organizer's page", () => {
  it("offers the organizer a reply on their own page, and an edit only within 7 days", () => {
    fakeApi({});
    const { unmount } = renderReviews(review(), organizer);
    expect(screen.getByRole("button", { name: "Reply to Sam's Sounds's review" })).toBeVisible();
    unmount();

    const open = renderReviews(review({ reply: replyPostedAgo(6) }), organizer);
    expect(
      screen.getByRole("button", { name: "Edit reply to Sam's Sounds's review" }),
    ).toBeVisible();
    open.unmount();

    const closed = renderReviews(review({ reply: replyPostedAgo(8) }), organizer);
    expect(screen.getByRole("article")).toHaveTextContent("Thank you, Sam!");
    expect(screen.queryByRole("button", { name: /reply/i })).toBeNull();
    closed.unmount();

    renderReviews(review({ reply: replyPostedAgo(1) }), null);
    expect(screen.queryByRole("button", { name: /reply/i })).toBeNull();
  });

  it("edits the reply in place, starting from what it says", async () => {
    const reply = replyPostedAgo(2);
    const api = fakeApi({
      "PUT /api/organizer-reviews/7/reply": () =>
        jsonResponse(200, { ...reply, text: "Thank you, Sam! Booking you again." }),
    });
    const { user } = renderReviews(review({ reply }), organizer);
    await user.click(screen.getByRole("button", { name: "Edit reply to Sam's Sounds's review" }));
    const field = await within(screen.getByRole("article")).findByLabelText(
      /Edit your public reply/,
    );
    expect(field).toHaveValue("Thank you, Sam!");
    await user.type(field, " Booking you again.");
    await user.click(screen.getByRole("button", { name: "Save reply" }));

    await expectToast("Reply updated", "It shows under the review on your organizer page.");
    expect(await api.bodiesSentTo("PUT /api/organizer-reviews/7/reply")).toEqual([
      { text: "Thank you, Sam! Booking you again." },
    ]);
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
