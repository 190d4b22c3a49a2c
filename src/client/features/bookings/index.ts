/** The parts of bookings other pages embed. */
export { PayoutSetupCard } from "./components/payout-setup-card";
