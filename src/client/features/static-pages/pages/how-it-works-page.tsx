export function HowItWorksPage() {
  return <h1>HowItWorks</h1>;
}
