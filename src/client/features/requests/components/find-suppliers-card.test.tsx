import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { requestDetail } from "#tests/support/client-fixtures";
import { renderPage } from "#tests/support/render-page";
import { FindSuppliersCard } from "./find-suppliers-card";

describe("finding suppliers from a request", () => {
  it("links the owner to each category's suppliers free on the event's first day", async () => {
    const request = requestDetail({
      isOwner: true,
      categories: ["catering", "dj"],
      eventDateFrom: "2027-06-12",
      eventDateTo: "2027-06-13",
    });
    const { user, router } = renderPage(<FindSuppliersCard request={request} />);
    expect(
      screen.getByRole("link", { name: "Find suppliers in Catering free on 12 June 2027" }),
    ).toHaveAttribute("href", "/suppliers?category=catering&availableOn=2027-06-12");
    await user.click(
      screen.getByRole("link", { name: "Find suppliers in DJ free on 12 June 2027" }),
    );
    expect(router.state.location.pathname).toBe("/suppliers");
    expect(router.state.location.search).toBe("?category=dj&availableOn=2027-06-12");
  });

  it("starts each search at the event's place when the directory knows it", () => {
    const request = requestDetail({
      isOwner: true,
      categories: ["florist"],
      eventDateFrom: "2027-06-12",
      directoryPlace: {
        name: "Leeds",
        location: "Leeds, England",
        latitude: 53.8,
        longitude: -1.55,
      },
    });
    renderPage(<FindSuppliersCard request={request} />);
    expect(
      screen.getByText("Suppliers near Leeds who haven't marked your event day as taken."),
    ).toBeVisible();
    expect(
      screen.getByRole("link", {
        name: "Find suppliers in Florists near Leeds free on 12 June 2027",
      }),
    ).toHaveAttribute(
      "href",
      "/suppliers?category=florist&availableOn=2027-06-12&location=Leeds%2C+England&latitude=53.8&longitude=-1.55",
    );
  });

  it("shows nothing to a supplier, or once the request is closed or its event has passed", () => {
    const cases = [
      requestDetail({ isOwner: false }),
      requestDetail({ isOwner: true, status: "completed" }),
      requestDetail({ isOwner: true, hasEventPassed: true }),
    ];
    for (const request of cases) {
      const { unmount } = renderPage(<FindSuppliersCard request={request} />);
      expect(screen.queryByRole("heading", { name: "Find suppliers" })).not.toBeInTheDocument();
      expect(screen.queryByRole("link", { name: /^Find suppliers in / })).not.toBeInTheDocument();
      unmount();
    }
  });
});
