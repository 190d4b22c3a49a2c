export function SuccessTipsPage() {
  return <h1>SuccessTips</h1>;
}
