import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type ReviewableBooking, reviewAfterEventMessage } from "#shared/contracts/reviews";
import { fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { WriteReviewDialog } from "./write-review-dialog";

const held: ReviewableBooking = {
  requestId: 11,
  requestTitle: "Spring wedding",
  eventDate: "2026-04-18",
  supplierId: 3,
  supplierName: "Harbour Lights",
  isOpen: true,
  opensMessage: null,
};
const ahead: ReviewableBooking = {
  requestId: 12,
  requestTitle: "Summer ball",
  eventDate: "2027-03-20",
  supplierId: 3,
  supplierName: "Harbour Lights",
  isOpen: false,
  opensMessage: reviewAfterEventMessage("2027-03-20"),
};

function renderDialog(bookings: ReviewableBooking[]) {
  fakeApi({ "GET /api/reviews/reviewable": () => jsonResponse(200, bookings) });
  return renderPage(
    <WriteReviewDialog supplierId={3} supplierName="Harbour Lights" open onOpenChange={vi.fn()} />,
    { path: "/supplier/3" },
  );
}

describe("Write Review", () => {
  it("offers a booking whose event is over, and says when one still ahead opens", async () => {
    renderDialog([ahead, held]);
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByRole("link", { name: /Spring wedding/ })).toHaveAttribute(
      "href",
      "/review/11/3",
    );
    expect(within(dialog).queryByRole("link", { name: /Summer ball/ })).toBeNull();
    expect(dialog).toHaveTextContent("Summer ball");
    expect(dialog).toHaveTextContent(
      "You can review this booking after the event on 20 March 2027.",
    );
  });

  it("offers nothing while every booking's event is still ahead", async () => {
    renderDialog([ahead]);
    const dialog = await screen.findByRole("dialog");
    expect(
      await within(dialog).findByText(
        "You can review Harbour Lights once your event with them has taken place.",
      ),
    ).toBeVisible();
    expect(within(dialog).queryAllByRole("link")).toEqual([]);
  });
});
