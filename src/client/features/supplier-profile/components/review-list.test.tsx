import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { REVIEW_REPORTED_MESSAGE } from "#shared/contracts/reviews";
import type { PublicReview } from "#shared/contracts/suppliers";
import type { UserProfile } from "#shared/contracts/users";
import { userProfile } from "#tests/support/client-fixtures";
import { fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { expectToast } from "#tests/support/toasts";
import { ReviewList } from "./review-list";

const SUPPLIER_ID = 20;
const DAY_MS = 86_400_000;

function review(overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    id: 7,
    rating: 4,
    comment: "Lovely photos, a little late to arrive.",
    createdAt: "2026-07-01T10:00:00.000Z",
    requestId: 3,
    eventMonth: "2026-06",
    organizer: { id: 30, name: "Rosa Reviewer", profileImage: null },
    reply: null,
    reportedByViewer: false,
    ...overrides,
  };
}

function replyPostedAgo(days: number): PublicReview["reply"] {
  const createdAt = new Date(Date.now() - days * DAY_MS);
  return {
    text: "Thank you, Rosa!",
    createdAt: createdAt.toISOString(),
    updatedAt: createdAt.toISOString(),
    editableUntil: new Date(createdAt.getTime() + 7 * DAY_MS).toISOString(),
  };
}

const supplier = userProfile({ id: SUPPLIER_ID });
const organizer = userProfile({ id: 31, role: "organizer", businessName: null });

function renderList(item: PublicReview, viewer: UserProfile | null) {
  return renderPage(
    <ReviewList
      reviews={[item]}
      supplierId={SUPPLIER_ID}
      supplierName="Sam's Sounds"
      viewer={viewer}
    />,
    { path: "/supplier/20" },
  );
}

const article = () => screen.getByRole("article");

describe("a supplier's reviews", () => {
  it("marks each review a verified booking with its event's month, and shows the reply", () => {
    fakeApi({});
    renderList(review({ reply: replyPostedAgo(1) }), null);
    expect(article()).toHaveTextContent("Verified booking · June 2026");
    expect(article()).toHaveTextContent("Response from Sam's Sounds");
    expect(article()).toHaveTextContent("Thank you, Rosa!");
    expect(within(article()).queryByRole("button")).toBeNull();
  });

  it('says only "Verified booking" once the request is gone', () => {
    fakeApi({});
    renderList(review({ eventMonth: null }), null);
    expect(article()).toHaveTextContent(/Verified booking(?! ·)/);
  });

  it("offers the supplier a reply on their own profile, and an edit only within 7 days", () => {
    fakeApi({});
    const { unmount } = renderList(review(), supplier);
    expect(screen.getByRole("button", { name: "Reply to Rosa Reviewer's review" })).toBeVisible();
    unmount();

    const open = renderList(review({ reply: replyPostedAgo(6) }), supplier);
    expect(
      screen.getByRole("button", { name: "Edit reply to Rosa Reviewer's review" }),
    ).toBeVisible();
    open.unmount();

    renderList(review({ reply: replyPostedAgo(8) }), supplier);
    expect(screen.queryByRole("button", { name: /reply/i })).toBeNull();
  });

  it("never offers the reply to other signed-in users, nor the report to the review's author", () => {
    fakeApi({});
    const { unmount } = renderList(review(), organizer);
    expect(screen.queryByRole("button", { name: /^Reply/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Report Rosa Reviewer's review" })).toBeVisible();
    unmount();

    renderList(review(), userProfile({ id: 30, role: "organizer" }));
    expect(screen.queryByRole("button", { name: /^Report/ })).toBeNull();
  });

  it("reports a review with a reason and thanks the reporter", async () => {
    const api = fakeApi({
      "POST /api/reviews/7/report": () => jsonResponse(201, { message: REVIEW_REPORTED_MESSAGE }),
    });
    const { user } = renderList(review(), organizer);
    await user.click(screen.getByRole("button", { name: "Report Rosa Reviewer's review" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this review?" });
    await user.type(within(dialog).getByLabelText("Reason (optional)"), "Not a real booking");
    await user.click(within(dialog).getByRole("button", { name: "Report review" }));

    await expectToast("Review reported", REVIEW_REPORTED_MESSAGE);
    expect(await api.bodiesSentTo("POST /api/reviews/7/report")).toEqual([
      { reason: "Not a real booking" },
    ]);
  });

  it("shows a review the viewer has reported as reported, with no second report", () => {
    fakeApi({});
    renderList(review({ reportedByViewer: true }), organizer);
    expect(article()).toHaveTextContent("You reported this review");
    expect(screen.queryByRole("button", { name: /^Report/ })).toBeNull();
  });
});
