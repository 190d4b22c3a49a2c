import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { PayoutSetupCard } from "./payout-setup-card";

describe("the supplier's payout set-up", () => {
  it("offers to start set-up when not started", async () => {
    fakeApi({
      "GET /api/payouts/status": () =>
        jsonResponse(200, { status: "not_started", provider: "test" }),
    });
    renderPage(<PayoutSetupCard />);
    expect(await screen.findByTestId("payout-status")).toHaveTextContent("Not started");
    expect(screen.getByRole("button", { name: "Set up payouts" })).toBeInTheDocument();
  });

  it("offers to continue while pending, and nothing once ready", async () => {
    fakeApi({
      "GET /api/payouts/status": () => jsonResponse(200, { status: "pending", provider: "test" }),
    });
    const { unmount } = renderPage(<PayoutSetupCard />);
    expect(await screen.findByRole("button", { name: "Continue set-up" })).toBeInTheDocument();
    unmount();
    fakeApi({
      "GET /api/payouts/status": () => jsonResponse(200, { status: "ready", provider: "test" }),
    });
    renderPage(<PayoutSetupCard />);
    expect(await screen.findByTestId("payout-status")).toHaveTextContent("Ready");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
