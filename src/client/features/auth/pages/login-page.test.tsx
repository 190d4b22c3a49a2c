import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LOGIN_FIELDS_MESSAGE } from "#shared/contracts/auth";
import { errorResponse, fakeApi } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { expectToast } from "#tests/support/toasts";
import { LoginPage } from "./login-page";

describe("the login form's errors", () => {
  it("marks an empty field, says why beside it and puts the cursor there", async () => {
    const api = fakeApi({});
    const { user } = renderPage(<LoginPage />, { path: "/login" });

    await user.click(screen.getByRole("button", { name: "Log In" }));

    await expectToast("Error", LOGIN_FIELDS_MESSAGE);
    const username = screen.getByLabelText(/Username or email/);
    expect(username).toHaveAttribute("aria-invalid", "true");
    expect(username).toHaveAccessibleDescription(LOGIN_FIELDS_MESSAGE);
    expect(username).toHaveFocus();
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription(LOGIN_FIELDS_MESSAGE);
    expect(api.requests).toEqual([]);
  });

  it("clears a field's error once it is filled in", async () => {
    fakeApi({});
    const { user } = renderPage(<LoginPage />, { path: "/login" });
    await user.click(screen.getByRole("button", { name: "Log In" }));
    await expectToast("Error", LOGIN_FIELDS_MESSAGE);

    await user.type(screen.getByLabelText(/Username or email/), "olivia");
    await user.click(screen.getByRole("button", { name: "Log In" }));

    // The second refusal is over once the cursor has moved on to the field still empty.
    await waitFor(() => expect(screen.getByLabelText(/Password/)).toHaveFocus());
    const username = screen.getByLabelText(/Username or email/);
    expect(username).not.toHaveAttribute("aria-invalid");
    expect(username).not.toHaveAccessibleDescription();
  });

  it("shows the server's reason when it refuses the login, and stays on the page", async () => {
    const api = fakeApi({
      "POST /api/auth/login": () =>
        errorResponse(403, {
          message: "This account has been suspended. Please contact support.",
          code: "suspended",
        }),
    });
    const { router, user } = renderPage(<LoginPage />, { path: "/login" });

    await user.type(screen.getByLabelText(/Username or email/), "olivia");
    await user.type(screen.getByLabelText(/Password/), "correct horse");
    await user.click(screen.getByRole("button", { name: "Log In" }));

    await expectToast("Login failed", "This account has been suspended. Please contact support.");
    expect(await api.bodiesSentTo("POST /api/auth/login")).toEqual([
      { username: "olivia", password: "correct horse" },
    ]);
    expect(router.state.location.pathname).toBe("/login");
  });
});
