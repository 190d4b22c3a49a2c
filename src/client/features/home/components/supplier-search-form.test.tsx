import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LocationSuggestion } from "#shared/contracts/locations";
import { fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { SupplierSearchForm } from "./supplier-search-form";

/** A town the input does not know at once, so its suggestion comes from the server. */
const harrogate: LocationSuggestion = {
  displayName: "Harrogate, England",
  latitude: 53.992118,
  longitude: -1.541812,
  city: "Harrogate",
  state: "England",
  country: "United Kingdom",
};

function renderForm() {
  fakeApi({ "GET /api/locations/suggestions": () => jsonResponse(200, [harrogate]) });
  return renderPage(<SupplierSearchForm />);
}

function addressOf(router: ReturnType<typeof renderForm>["router"]) {
  const { pathname, search } = router.state.location;
  return { pathname, query: Object.fromEntries(new URLSearchParams(search)) };
}

const submit = () => screen.getByRole("button", { name: "Search suppliers" });

describe("the home page's search", () => {
  it("is a plain GET to the directory with its own parameter names, for a page without script", () => {
    renderForm();
    expect(screen.getByRole("heading", { name: "What do you need, and where?" })).toBeVisible();
    const form = submit().closest("form");
    expect(form).toHaveAttribute("action", "/suppliers");
    expect(form).toHaveAttribute("method", "get");
    expect(screen.getByLabelText("Service")).toHaveAttribute("name", "category");
    expect(screen.getByRole("combobox", { name: "Town or city" })).toHaveAttribute(
      "name",
      "location",
    );
    expect(screen.getByLabelText("Date (optional)")).toHaveAttribute("name", "availableOn");
  });

  it("leads to the directory filtered by the service, the chosen place with its coordinates, and the day", async () => {
    const { user, router } = renderForm();
    await user.selectOptions(screen.getByLabelText("Service"), "Catering");
    await user.type(screen.getByRole("combobox", { name: "Town or city" }), "Harrogate");
    await user.click(await screen.findByRole("option", { name: "Harrogate, England" }));
    await user.type(screen.getByLabelText("Date (optional)"), "2027-06-12");
    await user.click(submit());
    expect(addressOf(router)).toEqual({
      pathname: "/suppliers",
      query: {
        category: "catering",
        location: "Harrogate, England",
        latitude: "53.99212",
        longitude: "-1.54181",
        availableOn: "2027-06-12",
      },
    });
  });

  it("sends a town typed over a chosen one by its name alone, for the directory to look up", async () => {
    const { user, router } = renderForm();
    const place = screen.getByRole("combobox", { name: "Town or city" });
    await user.type(place, "Harrogate");
    await user.click(await screen.findByRole("option", { name: "Harrogate, England" }));
    await user.clear(place);
    await user.type(place, "York{Escape}");
    await user.click(submit());
    expect(addressOf(router)).toEqual({ pathname: "/suppliers", query: { location: "York" } });
  });

  it("with nothing filled in, opens the whole directory", async () => {
    const { user, router } = renderForm();
    await user.click(submit());
    expect(addressOf(router)).toEqual({ pathname: "/suppliers", query: {} });
  });
});
