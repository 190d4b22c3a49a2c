import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SupplierQuote } from "#shared/contracts/quotes";
import { quoteWithSupplier, requestDetail } from "#tests/support/client-fixtures";
import { fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { RequestQuoteList } from "./request-quote-list";
import { SupplierQuoteCard } from "./supplier-quote-card";

const request = requestDetail({ id: 7, quoteCount: 3, isOwner: true });

function quote(id: number, name: string, price: string, totalPence: number | null) {
  return quoteWithSupplier(id, name, { price, totalPence });
}

// The newest first: the order the cards and columns are shown in.
const quotes = [
  quote(3, "Night Owl DJs", "£450 per hour", 45_000),
  quote(2, "Harbour Hall", "From £280", 28_000),
  // A quote from before totals, whose price named no amount.
  quote(1, "Bespoke Banquets", "Priced on request", null),
];

async function renderQuotes() {
  fakeApi({
    "GET /api/quotes/request/7": () => jsonResponse(200, quotes),
    "GET /api/messages/request/7": () => jsonResponse(200, []),
  });
  const page = renderPage(<RequestQuoteList request={request} />, { path: "/requests/7" });
  await screen.findAllByRole("article");
  return page;
}

const card = (name: string) =>
  screen.getAllByRole("article").find((article) => within(article).queryByText(name)) ??
  (() => {
    throw new Error(`no card for ${name}`);
  })();

describe("a quote's one figure", () => {
  it("heads each card as the total, with the supplier's note under it", async () => {
    await renderQuotes();
    expect(within(card("Night Owl DJs")).getByText("Total:").parentElement).toHaveTextContent(
      /^Total: £450$/,
    );
    expect(within(card("Night Owl DJs")).getByText("per hour")).toBeVisible();
    expect(within(card("Harbour Hall")).getByText("Total:").parentElement).toHaveTextContent(
      /^Total: £280$/,
    );
    expect(within(card("Harbour Hall")).getByText("From £280")).toBeVisible();
    expect(within(card("Bespoke Banquets")).getByText("Total:").parentElement).toHaveTextContent(
      /^Total: Priced on request$/,
    );
  });

  it("is the same figure in the comparison's Total row", async () => {
    await renderQuotes();
    const header = await screen.findByRole("rowheader", { name: "Total" });
    const cells = within(header.closest("tr") as HTMLElement)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells).toEqual(["£450per hour", "£280From £280", "Priced on request"]);
  });

  it("is the figure the reject dialog names", async () => {
    const { user } = await renderQuotes();
    await user.click(
      screen.getAllByRole("button", { name: "Reject quote from Night Owl DJs" })[0] as HTMLElement,
    );
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveAccessibleDescription("Night Owl DJs quoted £450 (per hour).");
  });

  it("heads the supplier's own card in My Quotes", () => {
    const own: SupplierQuote = {
      ...quote(4, "Night Owl DJs", "£1,250.5 all in", 125_050),
      request: {
        id: 7,
        title: "Summer wedding",
        eventDate: "2027-06-12",
        location: "Leeds",
        status: "active",
        organizerId: 50,
        organizerName: "Alex",
      },
    };
    renderPage(<SupplierQuoteCard quote={own} />);
    expect(screen.getByText("Your total:").parentElement).toHaveTextContent(
      /^Your total: £1,250\.50$/,
    );
    expect(screen.getByText("all in")).toBeVisible();
  });
});
