export function ProfileRoute() {
  return null;
}
