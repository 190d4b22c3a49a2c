export function TermsPage() {
  return <h1>Terms</h1>;
}
