import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AllowanceReturnedNote, ReadReceipt, readReceiptLabel } from "./read-receipt";

describe("read receipts", () => {
  it("give the UK day and month the organizer first read the quote", () => {
    expect(readReceiptLabel("2026-06-03T09:15:00.000Z")).toBe("Read 3 June");
    // 23:30 UTC on 3 June is already 4 June in London.
    expect(readReceiptLabel("2026-06-03T23:30:00.000Z")).toBe("Read 4 June");
  });

  it("say Not read yet while the quote is unread", () => {
    render(<ReadReceipt quote={{ viewedAt: null }} />);
    expect(screen.getByText("Not read yet")).toBeInTheDocument();
  });

  it("mark the reading time up as a time", () => {
    render(<ReadReceipt quote={{ viewedAt: "2026-06-03T09:15:00.000Z" }} />);
    const time = screen.getByText("Read 3 June");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("dateTime", "2026-06-03T09:15:00.000Z");
  });
});

describe("the returned allowance note", () => {
  it("says the quote went unread for the refund days", () => {
    render(<AllowanceReturnedNote quote={{ allowanceReturnedAt: "2026-06-10T09:15:00.000Z" }} />);
    expect(screen.getByText("Returned: not read in 7 days")).toBeInTheDocument();
  });

  it("shows nothing for a quote that kept its place", () => {
    const { container } = render(<AllowanceReturnedNote quote={{ allowanceReturnedAt: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
