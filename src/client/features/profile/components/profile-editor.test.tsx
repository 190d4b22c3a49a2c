import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { EMAIL_MESSAGE } from "#shared/contracts/auth";
import { EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE } from "#shared/contracts/users";
import { userProfile } from "#tests/support/client-fixtures";
import { errorResponse, fakeApi } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { expectToast } from "#tests/support/toasts";
import { ProfileEditor } from "./profile-editor";

function renderEditor(api: ReturnType<typeof fakeApi>) {
  const onDone = vi.fn();
  const page = renderPage(<ProfileEditor user={userProfile()} onDone={onDone} />, {
    path: "/profile",
  });
  return { ...page, api, onDone };
}

const save = () => screen.getByRole("button", { name: "Save changes" });
const name = () => screen.getByLabelText(/^Name/);
const email = () => screen.getByLabelText(/^Email/);

describe("the profile editor's errors", () => {
  it("asks for the name and email beside each when they are cleared, starting at the name", async () => {
    const { user, api, onDone } = renderEditor(fakeApi({}));

    await user.clear(name());
    await user.clear(email());
    await user.click(save());

    await expectToast("Missing Required Fields", "Please fill in your name and email address.");
    expect(name()).toHaveAttribute("aria-invalid", "true");
    expect(name()).toHaveAccessibleDescription("Please enter your name.");
    expect(name()).toHaveFocus();
    expect(email()).toHaveAccessibleDescription("Please enter your email address.");
    expect(api.requests).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("says what is wrong with a badly formed email address", async () => {
    const { user, api } = renderEditor(fakeApi({}));

    await user.clear(email());
    await user.type(email(), "sam.example.com");
    await user.click(save());

    await expectToast("Error", EMAIL_MESSAGE);
    expect(email()).toHaveAttribute("aria-invalid", "true");
    expect(email()).toHaveAccessibleDescription(EMAIL_MESSAGE);
    expect(email()).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it("puts the server's refusal of the current password beside its box and stays open", async () => {
    const { user, api, onDone } = renderEditor(
      fakeApi({
        "PUT /api/auth/profile": () =>
          errorResponse(400, {
            message: EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE,
            code: "bad_request",
            fieldErrors: { currentPassword: [EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE] },
          }),
      }),
    );

    await user.clear(email());
    await user.type(email(), "sam@new-example.com");
    await user.type(screen.getByLabelText(/Current password/), "not my password");
    await user.click(save());

    await expectToast("Update Failed", EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE);
    const password = screen.getByLabelText(/Current password/);
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(EMAIL_CHANGE_PASSWORD_WRONG_MESSAGE),
    );
    expect(email()).toHaveValue("sam@new-example.com");
    expect(await api.bodiesSentTo("PUT /api/auth/profile")).toEqual([
      expect.objectContaining({
        email: "sam@new-example.com",
        currentPassword: "not my password",
      }),
    ]);
    expect(onDone).not.toHaveBeenCalled();
  });
});
