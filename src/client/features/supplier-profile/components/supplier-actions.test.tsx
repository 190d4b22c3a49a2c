import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { InviteSuppliersResult } from "#shared/contracts/invitations";
import type { RequestListItem } from "#shared/contracts/requests";
import { requestListItem, userProfile } from "#tests/support/client-fixtures";
import { errorResponse, fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { SupplierActions } from "./supplier-actions";

const organizer = userProfile({ id: 1, role: "organizer", name: "Olivia Organizer" });
const dinner = requestListItem({ id: 11, title: "Charity dinner" });
const ball = requestListItem({ id: 12, title: "Summer ball", eventDate: "2099-07-04" });
const closed = requestListItem({ id: 13, title: "Old party", status: "cancelled" });
const full = requestListItem({ id: 14, title: "Busy gala", quoteCount: 5 });

function invitation(requestId: number) {
  return {
    requestId,
    supplierId: 3,
    supplierName: "Harbour Lights",
    createdAt: "2026-11-27T10:00:00Z",
  };
}

function renderActions(
  requests: RequestListItem[],
  answer: (request: Request) => Response | Promise<Response> = () =>
    jsonResponse(201, { invited: [invitation(11)], alreadyInvited: [], total: 1 }),
) {
  const api = fakeApi({
    "GET /api/requests": () => jsonResponse(200, requests),
    "GET /api/saved-suppliers": () => jsonResponse(200, []),
    "POST /api/requests/11/invitations": answer,
  });
  const view = renderPage(
    <SupplierActions supplierId={3} supplierName="Harbour Lights" viewer={organizer} />,
    { path: "/supplier/3" },
  );
  return { ...view, api };
}

async function openInviteDialog(user: ReturnType<typeof renderActions>["user"]) {
  await user.click(await screen.findByRole("button", { name: "Request a Quote" }));
  expect(screen.getByRole("link", { name: "Post a new request" })).toHaveAttribute(
    "href",
    "/create-request?supplier=3",
  );
  await user.click(screen.getByRole("button", { name: "Invite to one of my requests" }));
  return screen.findByRole("dialog", { name: "Invite Harbour Lights" });
}

describe("Invite to one of my requests", () => {
  it("offers the organizer's open requests, sends the chosen one and confirms", async () => {
    const { user, api } = renderActions([dinner, ball, closed, full]);
    const dialog = await openInviteDialog(user);
    const choices = within(dialog).getAllByRole("radio");
    expect(choices.map((choice) => choice.closest("label")?.textContent)).toEqual([
      expect.stringContaining("Charity dinner"),
      expect.stringContaining("Summer ball"),
    ]);
    const send = within(dialog).getByRole("button", { name: "Send invitation" });
    expect(send).toBeDisabled();
    await user.click(within(dialog).getByRole("radio", { name: /Charity dinner/ }));
    await user.click(send);
    expect(
      await within(dialog).findByText(
        "Harbour Lights is invited to quote on “Charity dinner”. They'll be alerted and see it marked Invited.",
      ),
    ).toBeVisible();
    expect(await api.bodiesSentTo("POST /api/requests/11/invitations")).toEqual([
      { supplierIds: [3] },
    ]);
  });

  it("shows the server's refusal plainly and lets the organizer try again", async () => {
    const message = "Harbour Lights is unavailable on every day of this event.";
    const { user } = renderActions([dinner], () =>
      errorResponse(409, { message, code: "conflict" }),
    );
    const dialog = await openInviteDialog(user);
    // With one open request there is nothing to choose.
    expect(within(dialog).getByRole("radio", { name: /Charity dinner/ })).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    expect(within(dialog).getByRole("button", { name: "Send invitation" })).toBeEnabled();
  });

  it("says so when the supplier was already invited", async () => {
    const { user } = renderActions([dinner], () =>
      jsonResponse(200, {
        invited: [],
        alreadyInvited: [invitation(11)],
        total: 1,
      } satisfies InviteSuppliersResult),
    );
    const dialog = await openInviteDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(
      await within(dialog).findByText("Harbour Lights was already invited to “Charity dinner”."),
    ).toBeVisible();
  });

  it("keeps Request a Quote a link to a new request when no request is open", async () => {
    const { api } = renderActions([closed, full]);
    expect(await screen.findByRole("link", { name: "Request a Quote" })).toHaveAttribute(
      "href",
      "/create-request?supplier=3",
    );
    expect(api.requests.some((request) => request.url.endsWith("/api/requests"))).toBe(true);
    expect(screen.queryByRole("button", { name: "Invite to one of my requests" })).toBeNull();
  });
});
