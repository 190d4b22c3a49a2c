export function SupplierProfileRoute() {
  return null;
}
export function SupplierBySlugRoute() {
  return null;
}
export function OrganizerProfileRoute() {
  return null;
}
