import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { applicationServerKey } from "#client/features/alerts/api/push-device";
import {
  type AlertPreferences,
  DEFAULT_ALERT_PREFERENCES,
} from "#shared/contracts/alert-preferences";
import type { Role } from "#shared/contracts/users";
import { userProfile } from "#tests/support/client-fixtures";
import { errorResponse, fakeApi, jsonResponse } from "#tests/support/fake-api";
import { fakePushBrowser } from "#tests/support/fake-push-browser";
import { renderPage } from "#tests/support/render-page";
import { AlertSettingsPage } from "./alert-settings-page";

const PUBLIC_KEY = `B${"Q".repeat(86)}`;

function renderSettings({
  role = "supplier",
  emailNotifications = true,
  saved = DEFAULT_ALERT_PREFERENCES,
  answers = {},
}: {
  role?: Role;
  emailNotifications?: boolean;
  saved?: AlertPreferences;
  answers?: Parameters<typeof fakeApi>[0];
} = {}) {
  const api = fakeApi({
    "GET /api/alert-preferences": () => jsonResponse(200, saved),
    "PUT /api/alert-preferences": async (request) => jsonResponse(200, await request.json()),
    "GET /api/push/public-key": () => jsonResponse(200, { publicKey: PUBLIC_KEY }),
    "POST /api/push/subscriptions": async (request) =>
      jsonResponse(201, {
        endpoint: ((await request.json()) as { endpoint: string }).endpoint,
        createdAt: "2026-11-27T10:00:00Z",
      }),
    "DELETE /api/push/subscriptions": () => new Response(null, { status: 204 }),
    ...answers,
  });
  return {
    ...renderPage(<AlertSettingsPage user={userProfile({ role, emailNotifications })} />, {
      path: "/settings/alerts",
    }),
    api,
  };
}

const group = (name: string) => screen.getByRole("group", { name: new RegExp(`^${name}`) });
const switchIn = (groupName: string, channel: string) =>
  within(group(groupName)).getByRole("switch", { name: channel });

describe("the alert settings", () => {
  it("shows that it is loading, then each kind's channels as saved", async () => {
    fakePushBrowser();
    renderSettings();
    expect(screen.getByText("Loading your alert settings…")).toBeInTheDocument();
    await screen.findByRole("form", { name: "Alert settings" });
    expect(screen.queryByText("Loading your alert settings…")).not.toBeInTheDocument();
    expect(screen.queryByText(/Email notifications are off/)).not.toBeInTheDocument();
    expect(switchIn("Messages", "Push")).toBeChecked();
    expect(switchIn("Messages", "Email")).not.toBeChecked();
    expect(switchIn("Messages", "In the app")).toBeChecked();
    expect(switchIn("New leads", "Email")).toBeChecked();
    expect(screen.getByRole("radio", { name: /Instant/ })).toBeChecked();
    expect(
      screen.getByRole("switch", { name: "Hold push alerts during quiet hours" }),
    ).not.toBeChecked();
  });

  it("says when the account's email switch keeps every alert email from going out", async () => {
    fakePushBrowser();
    renderSettings({ emailNotifications: false });
    const form = await screen.findByRole("form", { name: "Alert settings" });
    expect(form).toHaveTextContent(/Email notifications are off for your account/);
    expect(within(form).getByRole("link", { name: "profile's settings" })).toHaveAttribute(
      "href",
      "/profile",
    );
  });

  it("keeps new leads to suppliers", async () => {
    fakePushBrowser();
    renderSettings({ role: "organizer" });
    await screen.findByRole("form", { name: "Alert settings" });
    expect(screen.queryByRole("group", { name: /^New leads/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: /Daily digest/ })).not.toBeInTheDocument();
    expect(group("Quotes")).toBeInTheDocument();
  });

  it("saves the whole set as changed, quiet hours in UK time, and says so", async () => {
    fakePushBrowser();
    const { user, api } = renderSettings();
    await screen.findByRole("form", { name: "Alert settings" });
    await user.click(switchIn("Messages", "Email"));
    await user.click(switchIn("Reminders", "Push"));
    await user.click(screen.getByRole("radio", { name: /Daily digest/ }));
    await user.click(screen.getByRole("switch", { name: "Hold push alerts during quiet hours" }));
    const from = screen.getByLabelText("From (UK time)");
    await user.clear(from);
    await user.type(from, "21:30");
    await user.click(screen.getByRole("button", { name: "Save alert settings" }));
    expect(await screen.findByText("Your alert settings are saved.")).toBeInTheDocument();
    expect(await api.bodiesSentTo("PUT /api/alert-preferences")).toEqual([
      {
        ...DEFAULT_ALERT_PREFERENCES,
        messages: { push: true, email: true, inApp: true },
        reminders: { push: false, email: true, inApp: true },
        leadTiming: "dailyDigest",
        quietHours: { from: "21:30", to: "07:00" },
      },
    ]);
    // A further change is not yet saved, and the page no longer says it is.
    await user.click(switchIn("Quotes", "Email"));
    expect(screen.queryByText("Your alert settings are saved.")).not.toBeInTheDocument();
  });

  it("refuses quiet hours that start and end together without sending them", async () => {
    fakePushBrowser();
    const { user, api } = renderSettings({
      saved: { ...DEFAULT_ALERT_PREFERENCES, quietHours: { from: "22:00", to: "07:00" } },
    });
    await screen.findByRole("form", { name: "Alert settings" });
    const to = screen.getByLabelText("To (UK time)");
    await user.clear(to);
    await user.type(to, "22:00");
    await user.click(screen.getByRole("button", { name: "Save alert settings" }));
    expect(
      screen.getByText("Quiet hours must start and end at different times."),
    ).toBeInTheDocument();
    expect(to).toHaveAttribute("aria-invalid", "true");
    expect(api.queriesSentTo("PUT /api/alert-preferences")).toEqual([]);
  });

  it("says why a save failed, in the server's words", async () => {
    fakePushBrowser();
    const { user } = renderSettings({
      answers: {
        "PUT /api/alert-preferences": () =>
          errorResponse(400, { message: "leadTiming must be one of: instant, dailyDigest." }),
      },
    });
    await screen.findByRole("form", { name: "Alert settings" });
    await user.click(screen.getByRole("button", { name: "Save alert settings" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "leadTiming must be one of: instant, dailyDigest.",
    );
    expect(screen.queryByText("Your alert settings are saved.")).not.toBeInTheDocument();
  });

  it("shows an error with a way to try again when the settings cannot be loaded", async () => {
    fakePushBrowser();
    let failing = true;
    const { user } = renderSettings({
      answers: {
        "GET /api/alert-preferences": () =>
          failing
            ? errorResponse(500, { message: "Something went wrong on our side." })
            : jsonResponse(200, DEFAULT_ALERT_PREFERENCES),
      },
    });
    const error = await screen.findByRole("alert");
    expect(error).toHaveTextContent("Your alert settings could not be loaded");
    failing = false;
    await user.click(within(error).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("form", { name: "Alert settings" })).toBeInTheDocument();
  });
});

describe("push alerts on this device", () => {
  const deviceStatus = () =>
    within(screen.getByRole("region", { name: "Push alerts on this device" })).getByRole("status");

  it("asks the browser's permission only after the click, then subscribes and saves it", async () => {
    const browser = fakePushBrowser();
    const { user, api } = renderSettings();
    const turnOn = await screen.findByRole("button", {
      name: "Turn on push alerts on this device",
    });
    expect(browser.permissionRequests).toBe(0);
    expect(deviceStatus()).toHaveTextContent("Push alerts are off for this device.");

    await user.click(turnOn);
    await waitFor(() =>
      expect(deviceStatus()).toHaveTextContent("Push alerts are on for this device."),
    );
    expect(browser.permissionRequests).toBe(1);
    expect(browser.subscribeCalls).toHaveLength(1);
    expect(browser.subscribeCalls[0]?.userVisibleOnly).toBe(true);
    expect([...(browser.subscribeCalls[0]?.applicationServerKey ?? [])]).toEqual([
      ...applicationServerKey(PUBLIC_KEY),
    ]);
    expect(await api.bodiesSentTo("POST /api/push/subscriptions")).toEqual([
      expect.objectContaining({ endpoint: "https://push.example.test/send/1" }),
    ]);
  });

  it("turns push off on the server and in the browser", async () => {
    const browser = fakePushBrowser({
      permission: "granted",
      subscribedWith: {
        endpoint: "https://push.example.test/send/old",
        key: applicationServerKey(PUBLIC_KEY),
      },
    });
    const { user, api } = renderSettings();
    const turnOff = await screen.findByRole("button", {
      name: "Turn off push alerts on this device",
    });
    expect(deviceStatus()).toHaveTextContent("Push alerts are on for this device.");
    await user.click(turnOff);
    await waitFor(() =>
      expect(deviceStatus()).toHaveTextContent("Push alerts are off for this device."),
    );
    expect(await api.bodiesSentTo("DELETE /api/push/subscriptions")).toEqual([
      { endpoint: "https://push.example.test/send/old" },
    ]);
    expect(browser.unsubscribed).toEqual(["https://push.example.test/send/old"]);
    expect(browser.permissionRequests).toBe(0);
  });

  it("says plainly when notifications are blocked, and offers no button that cannot work", async () => {
    fakePushBrowser({ permission: "denied" });
    renderSettings();
    await waitFor(() => expect(deviceStatus()).toHaveTextContent(/blocked in this browser/));
    expect(screen.queryByRole("button", { name: /push alerts on this device/ })).toBeNull();
  });

  it("stays off, saying so, when the user does not allow notifications", async () => {
    const browser = fakePushBrowser({ answer: "default" });
    const { user, api } = renderSettings();
    await user.click(
      await screen.findByRole("button", { name: "Turn on push alerts on this device" }),
    );
    expect(await screen.findByText(/You did not allow notifications/)).toBeInTheDocument();
    expect(deviceStatus()).toHaveTextContent("Push alerts are off for this device.");
    expect(browser.subscribeCalls).toEqual([]);
    expect(api.queriesSentTo("POST /api/push/subscriptions")).toEqual([]);
  });

  it("says when the browser has no push at all", async () => {
    renderSettings();
    await waitFor(() => expect(deviceStatus()).toHaveTextContent(/cannot show push alerts/));
    expect(screen.queryByRole("button", { name: /push alerts on this device/ })).toBeNull();
  });

  it("says why turning on failed and lets the user try again", async () => {
    fakePushBrowser();
    const { user } = renderSettings({
      answers: {
        "POST /api/push/subscriptions": () =>
          errorResponse(400, { message: "The endpoint must be a full URL." }),
      },
    });
    await user.click(
      await screen.findByRole("button", { name: "Turn on push alerts on this device" }),
    );
    const region = screen.getByRole("region", { name: "Push alerts on this device" });
    expect(await within(region).findByRole("alert")).toHaveTextContent(
      "The endpoint must be a full URL.",
    );
    expect(
      within(region).getByRole("button", { name: "Turn on push alerts on this device" }),
    ).toBeEnabled();
  });
});
