import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MessageThread } from "#shared/contracts/messages";
import { userProfile } from "#tests/support/client-fixtures";
import { fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { ThreadPanel } from "./thread-panel";

const organizer = userProfile({ id: 50, role: "organizer", name: "Orla Organizer" });

function threadWith(canReply: boolean): MessageThread {
  return {
    user: {
      id: 101,
      name: "Hedgerow Kitchen",
      username: "hedgerow",
      role: "supplier",
      profileImage: null,
      coverImage: null,
      town: null,
      description: null,
      urlSlug: null,
      createdAt: "2026-01-01T00:00:00Z",
    },
    messages: [
      {
        id: 1,
        senderId: 50,
        receiverId: 101,
        requestId: null,
        content: "Are you free on the 20th?",
        read: false,
        createdAt: "2026-11-20T10:00:00Z",
      },
    ],
    hasMore: false,
    requestId: null,
    canReply,
  };
}

function render(canReply: boolean) {
  fakeApi({
    "GET /api/messages/101": () => jsonResponse(200, threadWith(canReply)),
    "GET /api/messages/unread/count": () => jsonResponse(200, { count: 0 }),
    "GET /api/messages/conversations": () => jsonResponse(200, []),
    "GET /api/notifications": () => jsonResponse(200, { notifications: [], unreadCount: 0 }),
  });
  return renderPage(<ThreadPanel viewer={organizer} userId={101} requestId={null} />);
}

describe("the thread with a supplier on the free plan", () => {
  it("says plainly they can reply once they subscribe", async () => {
    render(false);
    expect(await screen.findByText("Are you free on the 20th?")).toBeInTheDocument();
    const notice = screen
      .getByText(/can read and reply once they subscribe/)
      .closest("[role=status]");
    expect(notice).toHaveTextContent(
      "Hedgerow Kitchen can read and reply once they subscribe. We'll tell them you wrote.",
    );
  });

  it("says nothing of the kind for a supplier who can reply", async () => {
    render(true);
    expect(await screen.findByText("Are you free on the 20th?")).toBeInTheDocument();
    expect(screen.queryByText(/can read and reply once they subscribe/)).toBeNull();
  });
});
