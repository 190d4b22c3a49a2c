/** What other features embed of availability: the supplier's own calendar, imports and feed. */
export { AvailabilityCard } from "./components/availability-card";
