import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorResponse, fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { PlansRoute } from "./plans";

function render(at: string) {
  fakeApi({
    "GET /api/auth/me": () => errorResponse(401, { message: "Not logged in" }),
    "GET /api/payments/provider": () => jsonResponse(200, { provider: "test" }),
  });
  return renderPage(<PlansRoute />, { path: "/plans", at });
}

describe("/plans says why a supplier on the free plan was sent there", () => {
  it.each([
    ["browse-events", "Browse Events is part of the Standard plan"],
    ["my-quotes", "My Quotes is part of the Standard plan"],
    ["messages", "Messages is part of the Standard plan"],
  ])("from=%s: %s", async (from, title) => {
    render(`/plans?from=${from}`);
    const heading = await screen.findByRole("heading", { name: title });
    expect(heading.closest("[role=status]")).not.toBeNull();
  });

  it("says nothing of the kind without a page, or with one it doesn't know", async () => {
    render("/plans?from=somewhere-else");
    expect(await screen.findByRole("heading", { name: "Subscription Plans" })).toBeInTheDocument();
    expect(screen.queryByText(/is part of the Standard plan/)).toBeNull();
  });
});
