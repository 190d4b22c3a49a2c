/** What other features embed of plans: Stripe's Payment Element, for any payment Stripe takes. */
export { StripePaymentForm } from "./components/stripe-payment-form";
