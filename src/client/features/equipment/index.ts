/** What other features embed of equipment hire: the supplier's own offerings. */
export { EquipmentSection } from "./components/equipment-section";
