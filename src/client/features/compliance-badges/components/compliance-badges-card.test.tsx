import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OwnBadgeView } from "#shared/contracts/compliance-badges";
import { fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { ComplianceBadgesCard } from "./compliance-badges-card";

const rejected: OwnBadgeView = {
  id: 7,
  kind: "food_hygiene",
  details: {
    kind: "food_hygiene",
    rating: 5,
    businessName: "Harbour Kitchen",
    inspectionDate: "2026-10-01",
  },
  label: "Food hygiene 5",
  status: "rejected",
  rejectionReason: "The certificate names another business.",
  validUntil: "2028-10-01",
  evidenceName: "rating.jpg",
  evidenceType: "image/jpeg",
  createdAt: "2026-11-20T10:00:00Z",
  reviewedAt: "2026-11-21T10:00:00Z",
};

function renderCard(badges: OwnBadgeView[]) {
  const api = fakeApi({ "GET /api/badges": () => jsonResponse(200, { badges }) });
  return { ...renderPage(<ComplianceBadgesCard />), api };
}

describe("the supplier's compliance badges", () => {
  it("lists each badge with its status, a rejection's reason and its evidence", async () => {
    renderCard([rejected]);
    const row = (await screen.findByRole("list", { name: "Your badges" })).querySelector("li");
    if (!row) throw new Error("no badge row");
    const badge = within(row);
    expect(badge.getByText("Rejected")).toBeInTheDocument();
    expect(badge.getByText("Reason: The certificate names another business.")).toBeInTheDocument();
    expect(badge.getByRole("link", { name: "rating.jpg" })).toHaveAttribute(
      "href",
      "/api/badges/7/evidence",
    );
  });

  it("checks the form with the shared contract before sending anything", async () => {
    const { user, api } = renderCard([]);
    await user.click(await screen.findByRole("button", { name: "Add a badge" }));
    await user.selectOptions(screen.getByLabelText(/Kind of badge/), "food_hygiene");
    await user.selectOptions(screen.getByLabelText(/FSA rating/), "4");
    await user.click(screen.getByRole("button", { name: "Send for review" }));
    expect(screen.getByText("Please enter the business name as rated.")).toBeInTheDocument();
    expect(screen.getByText("Please enter the inspection date.")).toBeInTheDocument();
    expect(
      screen.getByText("Please attach the evidence: a PDF, JPEG or PNG file."),
    ).toBeInTheDocument();
    expect(api.queriesSentTo("POST /api/badges")).toEqual([]);
  });
});
