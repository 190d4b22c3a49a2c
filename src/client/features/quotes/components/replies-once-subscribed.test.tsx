import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AskQuotersResult } from "#shared/contracts/messages";
import type { DecidedQuoteView, QuoteWithSupplier } from "#shared/contracts/quotes";
import { quoteWithSupplier, requestDetail } from "#tests/support/client-fixtures";
import { fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { expectToast } from "#tests/support/toasts";
import { askQuotersSentMessage } from "./ask-quoters-form";
import { RequestQuoteList } from "./request-quote-list";

const ORGANIZER_ID = 50;

function quote(id: number, name: string): QuoteWithSupplier {
  return quoteWithSupplier(id, name);
}

const quotes = [
  quote(1, "Crown Catering"),
  quote(2, "Field to Fork"),
  quote(3, "Pantry Pop-up"),
  quote(4, "Wild Garlic Co"),
];

function render(answers: Parameters<typeof fakeApi>[0]) {
  fakeApi({
    "GET /api/quotes/request/7": () => jsonResponse(200, quotes),
    "GET /api/messages/request/7": () => jsonResponse(200, []),
    ...answers,
  });
  return renderPage(
    <RequestQuoteList
      request={requestDetail({ id: 7, organizerId: ORGANIZER_ID, isOwner: true })}
    />,
    { path: "/requests/7" },
  );
}

describe("asking every quoter", () => {
  it("words who was sent the question and how many can reply only once they subscribe", () => {
    expect(askQuotersSentMessage(4, 2)).toBe(
      "Sent to 4 suppliers; 2 can reply once they subscribe",
    );
    expect(askQuotersSentMessage(1, 1)).toBe("Sent to 1 supplier; 1 can reply once they subscribe");
    expect(askQuotersSentMessage(3, 0)).toBe("Sent to 3 suppliers");
  });

  it("says so in the toast and beside the form", async () => {
    const answer: AskQuotersResult = { messages: [], sentCount: 4, awaitingSubscriptionCount: 2 };
    const { user } = render({
      "POST /api/messages/request/7/questions": () => jsonResponse(201, answer),
    });
    await user.type(await screen.findByLabelText("Your question"), "Can you serve by 7pm?");
    await user.click(screen.getByRole("button", { name: "Ask All Quoters" }));
    await expectToast("Sent to 4 suppliers; 2 can reply once they subscribe", "");
    expect(
      screen.getByText(
        "Sent to 4 suppliers; 2 can reply once they subscribe. You'll see their answers here.",
      ),
    ).toBeInTheDocument();
  });
});

describe("accepting a quote", () => {
  const accept = async (supplierCanReply: boolean, bookingId?: number) => {
    const answer: DecidedQuoteView = {
      ...quote(3, "Pantry Pop-up"),
      status: "accepted",
      supplierCanReply,
      bookingId,
    };
    const { user } = render({ "PUT /api/quotes/3/status": () => jsonResponse(200, answer) });
    await user.click(
      await screen.findByRole("button", { name: "Accept quote from Pantry Pop-up" }),
    );
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Accept Quote" }));
  };

  it("tells the organizer a supplier on the free plan can reply once they subscribe", async () => {
    await accept(false);
    await expectToast(
      "Quote Accepted",
      "You accepted Pantry Pop-up's quote, and we've told them. Pantry Pop-up can read and reply once they subscribe.",
    );
  });

  it("asks the organizer to message a subscribed supplier", async () => {
    await accept(true);
    await expectToast(
      "Quote Accepted",
      "You accepted Pantry Pop-up's quote. Message them to confirm the details.",
    );
  });

  it("links to the booking accepting the quote made", async () => {
    await accept(true, 41);
    expect(
      await screen.findByRole("link", { name: "View the booking and pay the deposit" }),
    ).toHaveAttribute("href", "/bookings/41");
  });
});
