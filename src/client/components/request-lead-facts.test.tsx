import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RequestLeadFacts } from "#shared/contracts/requests";
import { RequestLeadFactsList, readingTimeLabel } from "./request-lead-facts";

function facts(overrides: Partial<RequestLeadFacts> = {}): RequestLeadFacts {
  return {
    quoteCount: 2,
    quoteLimit: 5,
    quoteLimitRaised: false,
    organizerEmailVerified: true,
    organizerStats: {
      requests: 4,
      hires: 1,
      readShare: 0.75,
      medianHoursToRead: 5.4,
      rating: null,
      reviewCount: 0,
    },
    expiresAt: "2027-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** The definition beside a term of the facts list, as a screen reader pairs them. */
function factFor(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: "dt" });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement) || dd.tagName !== "DD") throw new Error(`No <dd> for ${term}`);
  return dd;
}

describe("the facts a supplier weighs before quoting", () => {
  it("counts the quotes so far against the cap", () => {
    render(<RequestLeadFactsList facts={facts()} />);
    expect(factFor("Quotes so far")).toHaveTextContent(/^2 of 5 quotes$/);
  });

  it("says a request with as many quotes as its cap is full", () => {
    render(<RequestLeadFactsList facts={facts({ quoteCount: 5 })} />);
    expect(factFor("Quotes so far")).toHaveTextContent(/^Full: 5 quotes received$/);
    expect(screen.queryByText("5 of 5 quotes")).not.toBeInTheDocument();
  });

  it("counts against a raised cap", () => {
    render(<RequestLeadFactsList facts={facts({ quoteCount: 6, quoteLimit: 8 })} />);
    expect(factFor("Quotes so far")).toHaveTextContent(/^6 of 8 quotes$/);
  });

  it("says in words whether the organizer confirmed their email", () => {
    const { unmount } = render(<RequestLeadFactsList facts={facts()} />);
    expect(factFor("Organizer's email")).toHaveTextContent(/^Confirmed$/);
    unmount();
    render(<RequestLeadFactsList facts={facts({ organizerEmailVerified: false })} />);
    expect(factFor("Organizer's email")).toHaveTextContent(/^Not confirmed yet$/);
  });

  it("gives the organizer's record: requests, hires, share read and median hours to read", () => {
    render(<RequestLeadFactsList facts={facts()} />);
    expect(factFor("Organizer's record")).toHaveTextContent(
      "4 requests posted, 1 hire, 75% of quotes read, reads quotes in 5 hours (median)",
    );
  });

  it("adds the suppliers' rating of the organizer once a review of them shows", () => {
    render(
      <RequestLeadFactsList
        facts={facts({
          organizerStats: {
            requests: 3,
            hires: 2,
            readShare: 1,
            medianHoursToRead: 2,
            rating: 4.5,
            reviewCount: 2,
          },
        })}
      />,
    );
    expect(factFor("Organizer's record")).toHaveTextContent(
      "3 requests posted, 2 hires, 100% of quotes read, reads quotes in 2 hours (median), rated 4.5 of 5 by 2 suppliers",
    );
  });

  it("words singular counts and a record with nothing read yet", () => {
    render(
      <RequestLeadFactsList
        facts={facts({
          organizerStats: {
            requests: 1,
            hires: 0,
            readShare: 0,
            medianHoursToRead: null,
            rating: null,
            reviewCount: 0,
          },
        })}
      />,
    );
    expect(factFor("Organizer's record")).toHaveTextContent(
      "1 request posted, 0 hires, 0% of quotes read, no quotes read yet",
    );
  });

  it("shows New organizer when there is no history", () => {
    render(<RequestLeadFactsList facts={facts({ organizerStats: null })} />);
    const record = factFor("Organizer's record");
    expect(record).toHaveTextContent(/^New organizer$/);
    expect(within(record).queryByText(/requests posted/)).not.toBeInTheDocument();
  });
});

describe("readingTimeLabel", () => {
  it.each([
    [0.2, "under 1 hour"],
    [1.4, "1 hour"],
    [5.6, "6 hours"],
    [47.4, "47 hours"],
    [72, "3 days"],
  ])("words %s hours as %s", (hours, label) => {
    expect(readingTimeLabel(hours)).toBe(label);
  });
});
