import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PublicAvailability } from "#shared/contracts/availability";
import { errorResponse, fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { AvailabilityCard } from "./availability-card";

const availability: PublicAvailability = {
  from: "2027-06-09",
  to: "2027-08-31",
  unavailable: ["2027-06-12", "2027-06-13", "2027-07-03"],
};

function renderCard(answer: () => Response = () => jsonResponse(200, availability)) {
  fakeApi({ "GET /api/suppliers/7/availability": answer });
  return renderPage(<AvailabilityCard supplierId={7} />, { path: "/supplier/7" });
}

describe("a supplier's availability on their profile", () => {
  it("marks taken and past days in words as well as looks, a month at a time for three months", async () => {
    const { user } = renderCard();
    const june = await screen.findByRole("table", { name: "June 2027" });
    expect(within(june).getByRole("cell", { name: "12, unavailable" })).toBeInTheDocument();
    expect(within(june).getByRole("cell", { name: "8, past" })).toBeInTheDocument();
    expect(within(june).getByRole("cell", { name: "10" })).toBeInTheDocument();
    expect(screen.getByText("Unavailable on 2 days in June 2027.")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Key" })).toHaveTextContent(
      "Unavailable (crossed out)",
    );
    expect(screen.getByRole("button", { name: "Previous month" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Next month" }));
    const july = screen.getByRole("table", { name: "July 2027" });
    expect(within(july).getByRole("cell", { name: "3, unavailable" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next month" }));
    expect(screen.getByRole("table", { name: "August 2027" })).toBeInTheDocument();
    expect(screen.getByText("Free every day in August 2027.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next month" })).toBeDisabled();
  });

  it("offers another try when it could not be loaded", async () => {
    renderCard(() => errorResponse(404, { message: "Supplier not found." }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Availability could not be loaded.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
