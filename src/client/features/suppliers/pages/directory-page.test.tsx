import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LocationSuggestion } from "#shared/contracts/locations";
import type { SupplierCounts } from "#shared/contracts/suppliers";
import { fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { DirectoryPage } from "./directory-page";

const bath: LocationSuggestion = {
  displayName: "Bath, England",
  latitude: 51.3811,
  longitude: -2.359,
  city: "Bath",
  state: "England",
  country: "United Kingdom",
};
const noneCounted: SupplierCounts = { total: { count: 0, isExact: true }, categories: null };

/** The directory on an empty server, so what is under test is the filters and the address. */
function renderDirectory(at = "/suppliers") {
  const api = fakeApi({
    "GET /api/suppliers": () => jsonResponse(200, []),
    "GET /api/suppliers/counts": () => jsonResponse(200, noneCounted),
    "GET /api/locations/suggestions": () => jsonResponse(200, [bath]),
  });
  return { ...renderPage(<DirectoryPage />, { path: "/suppliers", at }), api };
}

type Page = ReturnType<typeof renderDirectory>;

/** The address's filters, as a plain object for comparing. */
const addressOf = (router: Page["router"]) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

const category = (name: string) => screen.getByRole("radio", { name });
const locationBox = () => screen.getByRole("combobox", { name: "Location" });
const distanceThumb = () => screen.getByRole("slider", { name: /Distance from/ });
/** The sidebar's search box: a phone shows another above the results, which styles hide here. */
const sidebarSearch = () =>
  within(screen.getByRole("complementary", { name: "Filters" })).getByRole("searchbox", {
    name: "Search",
  });

describe("the directory's filters and its address", () => {
  it("puts a chosen category in the address and takes it out again for all categories", async () => {
    const { user, router } = renderDirectory();
    expect(category("All Categories")).toBeChecked();

    await user.click(category("Catering"));
    expect(addressOf(router)).toEqual({ category: "catering" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Catering");
    expect(category("Catering")).toBeChecked();

    await user.click(category("All Categories"));
    expect(addressOf(router)).toEqual({});
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("All Suppliers");
  });

  it("puts a chosen place with its coordinates in the address, then the distance chosen from it", async () => {
    const { user, router } = renderDirectory();

    await user.type(locationBox(), "Bath");
    await user.click(await screen.findByRole("option", { name: "Bath, England" }));
    expect(addressOf(router)).toEqual({
      location: "Bath, England",
      latitude: "51.3811",
      longitude: "-2.359",
    });
    expect(distanceThumb()).toHaveAttribute("aria-valuenow", "25");

    distanceThumb().focus();
    await user.keyboard("{ArrowRight}");
    expect(addressOf(router)).toMatchObject({ location: "Bath, England", distance: "30" });
    expect(distanceThumb()).toHaveAttribute("aria-valuenow", "30");

    await user.click(screen.getByRole("button", { name: "Clear location" }));
    expect(addressOf(router)).toEqual({});
    expect(screen.queryByRole("slider")).not.toBeInTheDocument();
  });

  it("puts the badge filters in the address and asks the API for them, and a chip removes one", async () => {
    const { user, router, api } = renderDirectory();
    const insured = screen.getByRole("checkbox", { name: /^Insured/ });
    const hygiene = screen.getByRole("checkbox", { name: /^Food hygiene 4\+/ });
    expect(insured).not.toBeChecked();

    await user.click(insured);
    await user.click(hygiene);
    expect(addressOf(router)).toEqual({ insured: "true", goodHygiene: "true" });
    expect(insured).toBeChecked();
    await waitFor(() =>
      expect(api.queriesSentTo("GET /api/suppliers").at(-1)).toMatchObject({
        insured: "true",
        goodHygiene: "true",
      }),
    );

    const chips = screen.getByRole("list", { name: "Active filters" });
    await user.click(within(chips).getByRole("button", { name: /^Insured/ }));
    expect(addressOf(router)).toEqual({ goodHygiene: "true" });
    expect(screen.getByRole("checkbox", { name: /^Insured/ })).not.toBeChecked();
  });

  it("drops a badge filter value the API would refuse, keeping the rest", () => {
    renderDirectory("/suppliers?insured=maybe&goodHygiene=1");
    expect(screen.getByRole("checkbox", { name: /^Insured/ })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: /^Food hygiene 4\+/ })).toBeChecked();
  });

  it("puts an 'Available on' day in the address and asks the API and the counts for it", async () => {
    const { user, router, api } = renderDirectory("/suppliers?category=catering");
    await user.type(screen.getByLabelText("Available on"), "2027-06-12");
    await waitFor(() =>
      expect(addressOf(router)).toEqual({ category: "catering", availableOn: "2027-06-12" }),
    );
    await waitFor(() =>
      expect(api.queriesSentTo("GET /api/suppliers").at(-1)).toMatchObject({
        category: "catering",
        availableOn: "2027-06-12",
      }),
    );
    await waitFor(() =>
      expect(api.queriesSentTo("GET /api/suppliers/counts")).toContainEqual(
        expect.objectContaining({ availableOn: "2027-06-12" }),
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("No suppliers free on 12 June 2027"),
    );
    expect(
      screen.getByText(
        "No supplier with these filters is free on 12 June 2027. Try another day or fewer filters.",
      ),
    ).toBeInTheDocument();

    const chips = screen.getByRole("list", { name: "Active filters" });
    await user.click(within(chips).getByRole("button", { name: /^Free on 12 June 2027/ }));
    expect(addressOf(router)).toEqual({ category: "catering" });
    expect(screen.getByLabelText("Available on")).toHaveValue("");
  });

  it("fills 'Available on' from the address, drops a day that is no date, and clears it with the rest", async () => {
    const { user, router } = renderDirectory("/suppliers?availableOn=2027-06-12&insured=true");
    expect(screen.getByLabelText("Available on")).toHaveValue("2027-06-12");
    const chips = screen.getByRole("list", { name: "Active filters" });
    await user.click(within(chips).getByRole("button", { name: "Clear all" }));
    expect(addressOf(router)).toEqual({});
    expect(screen.getByLabelText("Available on")).toHaveValue("");
  });

  it("puts the search words in the address once typing pauses", async () => {
    const { user, router } = renderDirectory();

    await user.type(sidebarSearch(), "cake");
    await waitFor(() => expect(addressOf(router)).toEqual({ q: "cake" }));
  });

  it("fills every control from an address with filters, and asks the server for them", async () => {
    const { api } = renderDirectory(
      "/suppliers?category=catering&location=Bath%2C+England&latitude=51.3811&longitude=-2.359&distance=50&q=cake",
    );

    expect(category("Catering")).toBeChecked();
    expect(locationBox()).toHaveValue("Bath, England");
    expect(distanceThumb()).toHaveAttribute("aria-valuenow", "50");
    expect(sidebarSearch()).toHaveValue("cake");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Catering");
    const active = screen.getByRole("list", { name: "Active filters" });
    expect(
      within(active).getByRole("button", { name: /Within 50 km of Bath, England/ }),
    ).toBeVisible();

    await screen.findByText("No suppliers found");
    expect(api.queriesSentTo("GET /api/suppliers")).toContainEqual(
      expect.objectContaining({
        category: "catering",
        location: "Bath, England",
        latitude: "51.3811",
        longitude: "-2.359",
        distance: "50",
        q: "cake",
      }),
    );
  });

  it("leaves out what the address gets wrong and keeps the rest", async () => {
    renderDirectory("/suppliers?category=unicorns&distance=50&q=cake");

    expect(category("All Categories")).toBeChecked();
    // A distance means nothing without a place to measure it from.
    expect(screen.queryByRole("slider")).not.toBeInTheDocument();
    expect(sidebarSearch()).toHaveValue("cake");
  });
});

describe("a landing page of the directory", () => {
  it("searches by its path's category and town, and hands any change over to the directory", async () => {
    const api = fakeApi({
      "GET /api/suppliers": () => jsonResponse(200, []),
      "GET /api/suppliers/counts": () => jsonResponse(200, noneCounted),
    });
    const { user, router } = renderPage(
      <DirectoryPage landing={{ category: "photography", town: "newcastle-upon-tyne" }} />,
      { path: "/suppliers/:category/:town", at: "/suppliers/photography/newcastle-upon-tyne" },
    );
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Photography");
    expect(category("Photography")).toBeChecked();
    await waitFor(() =>
      expect(api.queriesSentTo("GET /api/suppliers").at(-1)).toMatchObject({
        category: "photography",
        location: "Newcastle upon Tyne",
      }),
    );

    await user.click(category("Catering"));
    expect(router.state.location.pathname).toBe("/suppliers");
    expect(addressOf(router)).toEqual({ category: "catering", location: "Newcastle upon Tyne" });
  });
});
