import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminMoney, AdminMoneyBooking } from "#shared/contracts/bookings";
import { fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { stubWideScreen } from "#tests/support/wide-screen";
import { MoneySection } from "./money-section";

const disputed: AdminMoneyBooking = {
  id: 9,
  status: "disputed",
  organizer: { id: 50, name: "Olive Organizer", businessName: null, urlSlug: null },
  supplier: { id: 60, name: "Sam", businessName: "Pantry Pop-up", urlSlug: "pantry-pop-up" },
  eventTitle: "Garden party",
  eventFirstDay: "2027-06-12",
  paidPence: 15_000,
  refundedPence: 0,
  releasedPence: 0,
  feePence: 0,
  releaseOn: "2027-06-15",
  supplierPayoutStatus: "ready",
  disputedAt: "2027-06-13T10:00:00.000Z",
  disputeReason: "The caterer never arrived.",
  cardDispute: false,
};

const money: AdminMoney = {
  totals: {
    paidPence: 35_000,
    heldPence: 5_000,
    releasingPence: 0,
    releasedPence: 10_000,
    refundedPence: 5_000,
    disputedPence: 15_000,
    feesPence: 0,
  },
  bookings: [disputed],
};

describe("the admin's money section", () => {
  beforeEach(stubWideScreen);

  it("shows each bucket's total and settles a dispute only once confirmed", async () => {
    const api = fakeApi({
      "GET /api/admin/money": () => jsonResponse(200, money),
      "POST /api/admin/bookings/9/resolve": () => jsonResponse(200, {}),
    });
    const { user } = renderPage(<MoneySection />, { path: "/admin/money" });
    expect(await screen.findByTestId("money-disputed")).toHaveTextContent("£150");
    expect(screen.getByTestId("money-held")).toHaveTextContent("£50");
    expect(screen.getByTestId("money-released")).toHaveTextContent("£100");
    expect(screen.getByText("The caterer never arrived.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Refund booking #9 to the organizer" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund to the organizer?" });
    expect(dialog).toHaveTextContent("Olive Organizer");
    const resolves = () => api.requests.filter((request) => request.url.endsWith("/resolve"));
    expect(resolves()).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(resolves()).toHaveLength(1));
    expect(await resolves()[0]?.json()).toEqual({ outcome: "refund" });
  });

  it("leaves a card dispute to the card issuer, with nothing to settle", async () => {
    const chargeback = {
      ...disputed,
      id: 10,
      disputeReason: "Card dispute: fraudulent",
      cardDispute: true,
    };
    fakeApi({
      "GET /api/admin/money": () => jsonResponse(200, { ...money, bookings: [chargeback] }),
    });
    renderPage(<MoneySection />, { path: "/admin/money" });
    expect(await screen.findByText("Card dispute: fraudulent")).toBeInTheDocument();
    expect(screen.getByText("With the card issuer")).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Refund booking #10 to the organizer" }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Release booking #10 to the supplier" }),
    ).not.toBeInTheDocument();
  });
});
