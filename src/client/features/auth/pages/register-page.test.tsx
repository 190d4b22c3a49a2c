import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  COMPANY_NAME_MESSAGE,
  EMAIL_MESSAGE,
  PASSWORD_LENGTH_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from "#shared/contracts/auth";
import { errorResponse, fakeApi } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { expectToast } from "#tests/support/toasts";
import { RegisterPage } from "./register-page";

const field = (label: RegExp) => screen.getByLabelText(label);
const createAccount = () => screen.getByRole("button", { name: "Create Account" });

describe("the registration form's errors", () => {
  it("marks every empty required field, names the first problem and puts the cursor there", async () => {
    const api = fakeApi({});
    const { user } = renderPage(<RegisterPage />, { path: "/register" });

    await user.click(createAccount());

    await expectToast("Error", REQUIRED_FIELDS_MESSAGE);
    for (const label of [/Full Name/, /Email Address/]) {
      expect(field(label)).toHaveAttribute("aria-invalid", "true");
      expect(field(label)).toHaveAccessibleDescription(REQUIRED_FIELDS_MESSAGE);
    }
    // The hint stays beside the error, so the rule is read out with it.
    expect(field(/Username/)).toHaveAccessibleDescription(
      `3–30 letters, numbers, _ or - ${REQUIRED_FIELDS_MESSAGE}`,
    );
    expect(field(/Full Name/)).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it("says what is wrong with a badly formed email and a short password", async () => {
    fakeApi({});
    const { user } = renderPage(<RegisterPage />, { path: "/register" });

    await user.type(field(/Full Name/), "Olivia Brown");
    await user.type(field(/Email Address/), "olivia.example.com");
    await user.type(field(/Username/), "olivia");
    await user.type(field(/Password/), "abc");
    await user.click(createAccount());

    await expectToast("Error", EMAIL_MESSAGE);
    expect(field(/Full Name/)).not.toHaveAttribute("aria-invalid");
    expect(field(/Email Address/)).toHaveAccessibleDescription(EMAIL_MESSAGE);
    expect(field(/Email Address/)).toHaveFocus();
    expect(field(/Password/)).toHaveAccessibleDescription(
      `At least 6 characters ${PASSWORD_LENGTH_MESSAGE}`,
    );
  });

  it("asks a supplier for their company name", async () => {
    fakeApi({});
    const { user } = renderPage(<RegisterPage />, {
      path: "/register",
      at: "/register?role=supplier",
    });

    await user.type(field(/Full Name/), "Sam Smith");
    await user.type(field(/Email Address/), "sam@example.com");
    await user.type(field(/Username/), "samsmith");
    await user.type(field(/Password/), "long enough");
    await user.click(createAccount());

    await expectToast("Error", COMPANY_NAME_MESSAGE);
    expect(field(/Company Name/)).toHaveAttribute("aria-invalid", "true");
    expect(field(/Company Name/)).toHaveAccessibleDescription(COMPANY_NAME_MESSAGE);
    expect(field(/Company Name/)).toHaveFocus();
  });

  it("shows the server's reason when it refuses the account, keeping what was typed", async () => {
    const taken = "That username is already taken. Please choose another.";
    fakeApi({ "POST /api/auth/register": () => errorResponse(409, { message: taken }) });
    const { router, user } = renderPage(<RegisterPage />, { path: "/register" });

    await user.type(field(/Full Name/), "Olivia Brown");
    await user.type(field(/Email Address/), "olivia@example.com");
    await user.type(field(/Username/), "olivia");
    await user.type(field(/Password/), "long enough");
    await user.click(createAccount());

    await expectToast("Registration failed", taken);
    expect(field(/Username/)).toHaveValue("olivia");
    expect(router.state.location.pathname).toBe("/register");
  });
});
