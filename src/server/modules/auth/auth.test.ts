import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  injectAs,
  registerAccount,
  type TestApp,
} from "../../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("registration", () => {
  it("creates an organizer, signs them in and never returns the password", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        name: "Olivia Organizer",
        email: "olivia@example.test",
        username: "olivia",
        password: "planning-2026",
      },
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ username: "olivia", role: "organizer", name: "Olivia Organizer" });
    expect(response.body).not.toMatch(/password|hash|stripe/i);
    const cookie = response.headers["set-cookie"];
    expect(String(cookie)).toMatch(/eventeazy_session=.+HttpOnly; SameSite=Lax/);
  });
});

describe("me", () => {
  it("answers 401 without a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/auth/me" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty("message");
  });

  it("answers the signed-in user", async () => {
    const account = await registerAccount(t.app, { role: "supplier" });
    const response = await injectAs(t.app, account.cookie, { method: "GET", url: "/api/auth/me" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: account.user.id, role: "supplier" });
  });
});
