import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { applicationServerKey } from "#client/features/alerts/api/push-device";
import { userProfile } from "#tests/support/client-fixtures";
import { fakeApi, jsonResponse } from "#tests/support/fake-api";
import { fakePushBrowser } from "#tests/support/fake-push-browser";
import { renderPage } from "#tests/support/render-page";
import { UserMenu } from "./user-menu";

const ENDPOINT = "https://push.example.test/send/this-browser";

function renderMenu() {
  const api = fakeApi({
    "DELETE /api/push/subscriptions": () => new Response(null, { status: 204 }),
    "POST /api/auth/logout": () => jsonResponse(200, { message: "Logged out" }),
  });
  return { ...renderPage(<UserMenu user={userProfile()} />, { path: "/dashboard" }), api };
}

describe("the account menu", () => {
  it("leads to the alert settings", async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole("button", { name: /^Account menu for/ }));
    expect(await screen.findByRole("menuitem", { name: "Alert settings" })).toHaveAttribute(
      "href",
      "/settings/alerts",
    );
  });

  it("ends this browser's push alerts before logging out, so they stop on a shared device", async () => {
    const browser = fakePushBrowser({
      permission: "granted",
      subscribedWith: { endpoint: ENDPOINT, key: applicationServerKey(`B${"Q".repeat(86)}`) },
    });
    const { user, api, router } = renderMenu();
    await user.click(screen.getByRole("button", { name: /^Account menu for/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(
      api.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`),
    ).toEqual(["DELETE /api/push/subscriptions", "POST /api/auth/logout"]);
    expect(await api.bodiesSentTo("DELETE /api/push/subscriptions")).toEqual([
      { endpoint: ENDPOINT },
    ]);
    expect(browser.unsubscribed).toEqual([ENDPOINT]);
  });

  it("logs out as before in a browser without push", async () => {
    const { user, api, router } = renderMenu();
    await user.click(screen.getByRole("button", { name: /^Account menu for/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(api.requests.map((request) => request.method)).toEqual(["POST"]);
  });
});
