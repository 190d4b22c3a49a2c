export function PricingPage() {
  return <h1>Pricing</h1>;
}
