import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type EventPlan, serviceBudgetsAboveTotalMessage } from "#shared/contracts/requests";
import { requestDetail } from "#tests/support/client-fixtures";
import { errorResponse, fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { EventPlanCard } from "./event-plan-card";

afterEach(() => {
  vi.unstubAllGlobals();
});

const birthday = requestDetail({
  isOwner: true,
  categories: ["photography", "cake", "dj"],
  budget: "£3,000",
  comparison: { shortlist: [], hidden: [], serviceBudgets: { cake: 25_000 } },
});

const booking = (quoteId: number, name: string, totalPence: number, depositPence: number) => ({
  quoteId,
  supplier: { id: 100 + quoteId, name, urlSlug: null },
  price: `£${totalPence / 100}`,
  totalPence,
  depositPence,
  paidPence: null,
  balancePence: totalPence - depositPence,
});

const plan: EventPlan = {
  requestId: 7,
  services: [
    {
      service: "photography",
      budgetPence: null,
      booked: [booking(1, "Harbour Lights", 90_000, 22_500)],
      bookedPence: 90_000,
      pendingQuotes: 1,
    },
    {
      service: "cake",
      budgetPence: 25_000,
      booked: [booking(2, "Crumb and Candle", 32_000, 5_000)],
      bookedPence: 32_000,
      pendingQuotes: 0,
    },
    { service: "dj", budgetPence: null, booked: [], bookedPence: 0, pendingQuotes: 2 },
  ],
  totalPence: 122_000,
  depositPence: 27_500,
  balancePence: 94_500,
  unpricedCount: 0,
  budgetPence: 300_000,
  budgetFrom: "total",
};

describe("the organizer's event plan", () => {
  it("shows each service's booking, deposit and balance, and the sum against the budget", async () => {
    fakeApi({ "GET /api/requests/7/plan": () => jsonResponse(200, plan) });
    renderPage(<EventPlanCard request={birthday} />);
    const card = within(await screen.findByRole("region", { name: "Your event plan" }));
    expect(
      await card.findByText("£1,220 booked of your £3,000 budget: £1,780 left."),
    ).toBeVisible();
    expect(card.getByText("Budget £250, £70 over")).toBeInTheDocument();
    expect(card.getByText("Not booked yet · 2 quotes to decide")).toBeInTheDocument();
    expect(card.getByLabelText("Plan totals")).toHaveTextContent(
      "Total booked£1,220Deposits£275Balance due£945",
    );
  });

  it("says which booked deposits are paid on EventEazy and which are not yet", async () => {
    const [photography, cake, dj] = plan.services;
    if (!photography || !cake || !dj) throw new Error("the plan's services");
    const paying: EventPlan = {
      ...plan,
      services: [
        { ...photography, booked: photography.booked.map((b) => ({ ...b, paidPence: 22_500 })) },
        { ...cake, booked: cake.booked.map((b) => ({ ...b, paidPence: 0 })) },
        dj,
      ],
    };
    fakeApi({ "GET /api/requests/7/plan": () => jsonResponse(200, paying) });
    renderPage(<EventPlanCard request={birthday} />);
    const card = within(await screen.findByRole("region", { name: "Your event plan" }));
    expect(await card.findByText("Deposit paid on EventEazy: £225")).toBeVisible();
    expect(card.getByText("Deposit not paid yet")).toBeVisible();
  });

  it("sends the budget per service and shows the server's refusal in the dialog", async () => {
    const refusal = serviceBudgetsAboveTotalMessage(325_000, 300_000);
    const api = fakeApi({
      "GET /api/requests/7/plan": () => jsonResponse(200, plan),
      "PUT /api/requests/7/service-budgets": () =>
        errorResponse(400, { message: refusal, code: "bad_request" }),
    });
    const { user } = renderPage(<EventPlanCard request={birthday} />);
    await user.click(await screen.findByRole("button", { name: "Budget per Service" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Budget per service" }));
    // The line already kept is filled in.
    expect(dialog.getByLabelText("Budget for Cake (£)")).toHaveValue("250");
    await user.type(dialog.getByLabelText("Budget for Photography (£)"), "1,000");
    await user.type(dialog.getByLabelText("Budget for DJ (£)"), "2000");
    await user.click(dialog.getByRole("button", { name: "Save Budgets" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(refusal);
    expect(await api.bodiesSentTo("PUT /api/requests/7/service-budgets")).toEqual([
      { budgets: { photography: 1000, cake: 250, dj: 2000 } },
    ]);

    // An amount that is not one is stopped before it is sent.
    await user.clear(dialog.getByLabelText("Budget for DJ (£)"));
    await user.type(dialog.getByLabelText("Budget for DJ (£)"), "lots");
    await user.click(dialog.getByRole("button", { name: "Save Budgets" }));
    expect(dialog.getByLabelText("Budget for DJ (£)")).toHaveAttribute("aria-invalid", "true");
    expect(await api.bodiesSentTo("PUT /api/requests/7/service-budgets")).toHaveLength(1);
  });
});
