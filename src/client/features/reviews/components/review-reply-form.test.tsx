import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ReviewSubject } from "#client/features/reviews/api/reviews";
import {
  REPLY_EDIT_CLOSED_MESSAGE,
  REVIEW_REPLY_MESSAGE,
  type ReviewReply,
} from "#shared/contracts/reviews";
import { errorResponse, fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { expectToast } from "#tests/support/toasts";
import { ReviewReplyForm } from "./review-reply-form";

const posted: ReviewReply = {
  text: "Thank you, Rosa!",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  editableUntil: "2026-11-27T10:00:00.000Z",
};

function renderForm(
  api: ReturnType<typeof fakeApi>,
  reply: ReviewReply | null = null,
  subject: ReviewSubject = "supplier",
) {
  const onDone = vi.fn();
  const page = renderPage(
    <ReviewReplyForm
      subject={subject}
      reviewId={7}
      reviewerName="Rosa"
      reply={reply}
      onDone={onDone}
    />,
    { path: "/supplier/3" },
  );
  return { ...page, api, onDone };
}

const field = () => screen.getByRole("textbox");

describe("the supplier's reply form", () => {
  it("asks for some text beside the field and sends nothing while it is blank", async () => {
    const { user, api, onDone } = renderForm(fakeApi({}));
    await user.type(field(), "   ");
    await user.click(screen.getByRole("button", { name: "Post reply" }));

    // The form's check runs after the click returns; a busy machine can lag a render behind it.
    await waitFor(() => expect(field()).toHaveAttribute("aria-invalid", "true"));
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(REVIEW_REPLY_MESSAGE));
    expect(api.requests).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("shows the server's refusal as an alert and keeps the form open", async () => {
    const { user, onDone } = renderForm(
      fakeApi({
        "PUT /api/reviews/7/reply": () =>
          errorResponse(403, { message: REPLY_EDIT_CLOSED_MESSAGE }),
      }),
      posted,
    );
    expect(field()).toHaveValue(posted.text);
    await waitFor(() => expect(field()).toHaveFocus());
    await user.type(field(), " See you again.");
    await user.click(screen.getByRole("button", { name: "Save reply" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(REPLY_EDIT_CLOSED_MESSAGE);
    expect(screen.getByRole("button", { name: "Save reply" })).toBeEnabled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("posts the first reply and closes", async () => {
    const { user, api, onDone } = renderForm(
      fakeApi({ "POST /api/reviews/7/reply": () => jsonResponse(201, posted) }),
    );
    await user.type(field(), "Thank you, Rosa!");
    await user.click(screen.getByRole("button", { name: "Post reply" }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(await api.bodiesSentTo("POST /api/reviews/7/reply")).toEqual([
      { text: "Thank you, Rosa!" },
    ]);
  });

  it("edits an organizer's reply to a review of them, said to show on their organizer page", async () => {
    const { user, api, onDone } = renderForm(
      fakeApi({
        "PUT /api/organizer-reviews/7/reply": () =>
          jsonResponse(200, { ...posted, text: "Thank you, Rosa! See you in May." }),
      }),
      posted,
      "organizer",
    );
    expect(field()).toHaveAccessibleDescription(
      expect.stringContaining("Shown under the review on your organizer page."),
    );
    await user.type(field(), " See you in May.");
    await user.click(screen.getByRole("button", { name: "Save reply" }));

    await expectToast("Reply updated", "It shows under the review on your organizer page.");
    expect(onDone).toHaveBeenCalled();
    expect(await api.bodiesSentTo("PUT /api/organizer-reviews/7/reply")).toEqual([
      { text: "Thank you, Rosa! See you in May." },
    ]);
  });
});
