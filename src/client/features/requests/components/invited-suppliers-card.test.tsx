import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { requestDetail } from "#tests/support/client-fixtures";
import { fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { InvitedSuppliersCard } from "./invited-suppliers-card";

describe("Invited suppliers", () => {
  it("lists the suppliers the owner invited, linked to their profiles", async () => {
    fakeApi({
      "GET /api/requests/7/invitations": () =>
        jsonResponse(200, [
          {
            requestId: 7,
            supplierId: 3,
            supplierName: "Harbour Lights",
            createdAt: "2026-11-27T10:00:00Z",
          },
        ]),
    });
    renderPage(<InvitedSuppliersCard request={requestDetail({ id: 7, isOwner: true })} />);
    const heading = await screen.findByRole("heading", { name: "Invited suppliers" });
    const card = heading.closest("div") ?? document.body;
    expect(within(card).getByRole("link", { name: "Harbour Lights" })).toHaveAttribute(
      "href",
      "/supplier/3",
    );
    expect(within(card).getByText("1 of 10 invitations used.")).toBeVisible();
  });

  it("asks nothing and shows nothing to anyone but the owner", async () => {
    const api = fakeApi({});
    renderPage(<InvitedSuppliersCard request={requestDetail({ id: 7, isOwner: false })} />);
    expect(screen.queryByRole("heading", { name: "Invited suppliers" })).toBeNull();
    expect(api.requests).toEqual([]);
  });
});
