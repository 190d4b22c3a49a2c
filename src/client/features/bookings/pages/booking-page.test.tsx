import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  ALREADY_DISPUTED_MESSAGE,
  BOOKING_BUSY_MESSAGE,
  type Booking,
  type CancelBookingAnswer,
  type RefundPreview,
} from "#shared/contracts/bookings";
import { errorResponse, fakeApi, jsonResponse } from "#tests/support/fake-api";
import { renderPage } from "#tests/support/render-page";
import { BookingPage } from "./booking-page";

function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 9,
    quoteId: 3,
    requestId: 7,
    viewerSide: "organizer",
    organizer: { id: 50, name: "Olive Organizer", businessName: null, urlSlug: null },
    supplier: { id: 60, name: "Sam", businessName: "Pantry Pop-up", urlSlug: "pantry-pop-up" },
    event: {
      title: "Garden party",
      eventDate: "2027-06-12",
      firstDay: "2027-06-12",
      lastDay: "2027-06-12",
      location: "Harrogate, North Yorkshire",
    },
    totalPence: 60_000,
    depositPence: 15_000,
    balancePence: 45_000,
    cancellation: {
      policy: "moderate",
      label: "Moderate",
      summary: "Full refund up to 30 days before the event, half up to 7 days.",
      terms: null,
    },
    status: "awaiting_deposit",
    paidPence: 0,
    refundedPence: 0,
    releasedPence: 0,
    feePence: 0,
    releaseOn: "2027-06-15",
    awaitingSupplierSetup: false,
    proposedRefundPence: null,
    cancelledAt: null,
    cancelledBy: null,
    disputedAt: null,
    can: { payDeposit: true, cancel: true, dispute: false, proposeRefund: false },
    timeline: [
      {
        kind: "accepted",
        state: "done",
        at: "2027-01-10T10:00:00.000Z",
        day: null,
        amountPence: null,
        by: "organizer",
      },
      {
        kind: "deposit_paid",
        state: "upcoming",
        at: null,
        day: null,
        amountPence: 15_000,
        by: null,
      },
      {
        kind: "event",
        state: "upcoming",
        at: null,
        day: "2027-06-12",
        amountPence: null,
        by: null,
      },
    ],
    createdAt: "2027-01-10T10:00:00.000Z",
    updatedAt: "2027-01-10T10:00:00.000Z",
    ...overrides,
  };
}

const held = booking({
  status: "held",
  paidPence: 15_000,
  can: { payDeposit: false, cancel: true, dispute: true, proposeRefund: false },
});

function renderBooking(answers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(answers);
  return { api, ...renderPage(<BookingPage bookingId={9} />, { path: "/bookings/9" }) };
}

describe("the booking page", () => {
  it("shows the booking loading, then its amounts in pounds, terms, timeline and the deposit to pay", async () => {
    renderBooking({ "GET /api/bookings/9": () => jsonResponse(200, booking()) });
    expect(screen.getByRole("status", { name: "Loading the booking" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Garden party" })).toBeInTheDocument();
    expect(screen.getByTestId("booking-status")).toHaveTextContent("Awaiting deposit");
    expect(screen.getByText("£600")).toBeInTheDocument();
    expect(screen.getByText("£450")).toBeInTheDocument();
    expect(screen.getByText("Moderate")).toBeInTheDocument();
    const timeline = screen.getByRole("list", { name: "Timeline" });
    expect(within(timeline).getByText(/Quote accepted/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay deposit £150" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Report a problem" })).not.toBeInTheDocument();
  });

  it("takes the deposit with the test card form and shows the booking held", async () => {
    const paid = { ...held, timeline: booking().timeline };
    let current = booking();
    const { user, api } = renderBooking({
      "GET /api/bookings/9": () => jsonResponse(200, current),
      "POST /api/bookings/9/deposit": () =>
        jsonResponse(200, {
          provider: "test",
          clientSecret: "pi_test_secret",
          publishableKey: null,
          amountPence: 15_000,
          testConfirmPath: "/api/bookings/deposit/test-confirm",
        }),
      "POST /api/bookings/deposit/test-confirm": () => {
        current = paid;
        return jsonResponse(200, { message: "Deposit paid.", booking: paid });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Pay deposit £150" }));
    const form = await screen.findByRole("form", { name: "Deposit card payment" });
    await user.type(within(form).getByLabelText(/Name on card/), "Olive Organizer");
    await user.type(within(form).getByLabelText(/Card number/), "4242424242424242");
    await user.type(within(form).getByLabelText(/Expiry/), "12/40");
    await user.type(within(form).getByLabelText(/CVC/), "123");
    await user.click(within(form).getByRole("button", { name: "Pay £150" }));
    await waitFor(() =>
      expect(screen.getByTestId("booking-status")).toHaveTextContent("Deposit held"),
    );
    const confirm = api.requests.find((request) => request.url.endsWith("/test-confirm"));
    expect(await confirm?.json()).toMatchObject({
      clientSecret: "pi_test_secret",
      cardNumber: "4242424242424242",
    });
  });

  it("says what is missing from the card, beside each field, and sends nothing", async () => {
    const { user, api } = renderBooking({
      "GET /api/bookings/9": () => jsonResponse(200, booking()),
      "POST /api/bookings/9/deposit": () =>
        jsonResponse(200, {
          provider: "test",
          clientSecret: "pi_test_secret",
          publishableKey: null,
          amountPence: 15_000,
          testConfirmPath: "/api/bookings/deposit/test-confirm",
        }),
    });
    await user.click(await screen.findByRole("button", { name: "Pay deposit £150" }));
    const form = await screen.findByRole("form", { name: "Deposit card payment" });
    await user.type(within(form).getByLabelText(/Card number/), "4242424242424241");
    await user.click(within(form).getByRole("button", { name: "Pay £150" }));
    expect(await within(form).findByText("Please enter the name on the card.")).toBeVisible();
    expect(within(form).getByText("Your card number is invalid.")).toBeVisible();
    expect(within(form).getByLabelText(/Card number/)).toHaveValue("4242 4242 4242 4241");
    expect(api.requests.some((request) => request.url.endsWith("/test-confirm"))).toBe(false);
  });

  it("says the deposit is paid when the supplier finishes set-up", async () => {
    renderBooking({
      "GET /api/bookings/9": () => jsonResponse(200, { ...held, awaitingSupplierSetup: true }),
    });
    expect(
      await screen.findByText("Deposit paid when the supplier finishes set-up"),
    ).toBeInTheDocument();
  });

  it("says when the booking is not there, or not the viewer's", async () => {
    renderBooking({
      "GET /api/bookings/9": () => errorResponse(404, { message: "Booking not found." }),
    });
    expect(await screen.findByRole("heading", { name: "Booking Not Found" })).toBeInTheDocument();
  });

  it("offers to try again when loading failed", async () => {
    let calls = 0;
    const { user } = renderBooking({
      "GET /api/bookings/9": () => {
        calls += 1;
        // The page's query tries once more before showing the failure.
        return calls <= 2
          ? errorResponse(500, { message: "Internal Server Error" })
          : jsonResponse(200, booking());
      },
    });
    await user.click(await screen.findByRole("button", { name: "Try again" }, { timeout: 5000 }));
    expect(await screen.findByRole("heading", { name: "Garden party" })).toBeInTheDocument();
  });
});

describe("cancelling a booking", () => {
  const preview: RefundPreview = {
    by: "organizer",
    paidPence: 15_000,
    refundPence: 7_500,
    keptPence: 7_500,
    percent: 50,
    daysBefore: 10,
    explanation: "Cancelled 10 days before: half refunded under Moderate terms.",
    canConfirm: true,
  };

  it("shows the refund the server previews and cancels only when confirmed", async () => {
    const cancelled = booking({
      status: "held",
      paidPence: 15_000,
      refundedPence: 7_500,
      can: { payDeposit: false, cancel: false, dispute: false, proposeRefund: false },
    });
    let current = held;
    const { user, api } = renderBooking({
      "GET /api/bookings/9": () => jsonResponse(200, current),
      "POST /api/bookings/9/cancel": async (request) => {
        const { confirm } = (await request.json()) as { confirm: boolean };
        if (confirm) current = cancelled;
        const answer: CancelBookingAnswer = confirm
          ? { preview, booking: cancelled, message: "The booking has been cancelled." }
          : { preview, booking: null, message: null };
        return jsonResponse(200, answer);
      },
    });
    await user.click(await screen.findByRole("button", { name: "Cancel booking" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this booking?" });
    expect(await within(dialog).findByTestId("refund-amount")).toHaveTextContent("£75");
    expect(within(dialog).getByText(preview.explanation)).toBeInTheDocument();
    const bodies = async () =>
      Promise.all(
        api.requests
          .filter((request) => request.url.endsWith("/cancel"))
          .map((request) => request.clone().json()),
      );
    expect(await bodies()).toEqual([{ confirm: false }]);

    await user.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await bodies()).toEqual([{ confirm: false }, { confirm: true }]);
    expect(screen.getByTestId("refunded-amount")).toHaveTextContent("£75");
  });

  it("does not let the viewer confirm a cancellation the preview refuses", async () => {
    const { user } = renderBooking({
      "GET /api/bookings/9": () => jsonResponse(200, held),
      "POST /api/bookings/9/cancel": () =>
        jsonResponse(200, {
          preview: {
            ...preview,
            refundPence: null,
            keptPence: null,
            canConfirm: false,
            explanation: "Ask the supplier to propose a refund first.",
          },
          booking: null,
          message: null,
        }),
    });
    await user.click(await screen.findByRole("button", { name: "Cancel booking" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByTestId("refund-amount")).toHaveTextContent("Not agreed yet");
    expect(within(dialog).getByRole("button", { name: "Cancel booking" })).toBeDisabled();
  });

  it("shows the server's reason when cancelling is refused", async () => {
    const { user } = renderBooking({
      "GET /api/bookings/9": () => jsonResponse(200, held),
      "POST /api/bookings/9/cancel": async (request) => {
        const { confirm } = (await request.json()) as { confirm: boolean };
        return confirm
          ? errorResponse(409, { message: BOOKING_BUSY_MESSAGE })
          : jsonResponse(200, { preview, booking: null, message: null });
      },
    });
    await user.click(await screen.findByRole("button", { name: "Cancel booking" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByTestId("refund-amount");
    await user.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(BOOKING_BUSY_MESSAGE);
  });
});

describe("reporting a problem and proposing a refund", () => {
  it("sends the organizer's reason and shows a refusal in the server's words", async () => {
    const { user, api } = renderBooking({
      "GET /api/bookings/9": () => jsonResponse(200, held),
      "POST /api/bookings/9/dispute": () =>
        errorResponse(409, { message: ALREADY_DISPUTED_MESSAGE }),
    });
    await user.click(await screen.findByRole("button", { name: "Report a problem" }));
    const dialog = await screen.findByRole("dialog", { name: "Report a problem" });
    await user.click(within(dialog).getByRole("button", { name: "Report problem" }));
    expect(await within(dialog).findByText("Please say what went wrong.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/What went wrong/), "Nobody came.");
    await user.click(within(dialog).getByRole("button", { name: "Report problem" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(ALREADY_DISPUTED_MESSAGE);
    const sent = api.requests.filter((request) => request.url.endsWith("/dispute"));
    expect(await sent[0]?.json()).toEqual({ reason: "Nobody came." });
  });

  it("lets the supplier propose a refund in pounds, sent in pence", async () => {
    const onOwnTerms = booking({
      ...held,
      viewerSide: "supplier",
      cancellation: {
        policy: "custom",
        label: "Supplier's own terms",
        summary: "Agreed with the supplier.",
        terms: "Refund by agreement.",
      },
      can: { payDeposit: false, cancel: true, dispute: false, proposeRefund: true },
    });
    let current = onOwnTerms;
    const { user, api } = renderBooking({
      "GET /api/bookings/9": () => jsonResponse(200, current),
      "POST /api/bookings/9/refund-proposal": () => {
        current = { ...onOwnTerms, proposedRefundPence: 12_050 };
        return jsonResponse(200, current);
      },
    });
    const amount = await screen.findByLabelText(/Refund to offer/);
    await user.type(amount, "200");
    await user.click(screen.getByRole("button", { name: "Propose refund" }));
    expect(await screen.findByText(/can't be more than was paid/)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, "120.50");
    await user.click(screen.getByRole("button", { name: "Propose refund" }));
    expect(await screen.findByText("£120.50")).toBeInTheDocument();
    const sent = api.requests.filter((request) => request.url.endsWith("/refund-proposal"));
    expect(await sent[0]?.json()).toEqual({ refundPence: 12_050 });
    expect(
      screen.getByRole("button", { name: "Cancel booking (full refund)" }),
    ).toBeInTheDocument();
  });
});
