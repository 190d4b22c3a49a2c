/** What other features embed of compliance badges: the supplier's own badges and evidence. */
export { ComplianceBadgesCard } from "./components/compliance-badges-card";
