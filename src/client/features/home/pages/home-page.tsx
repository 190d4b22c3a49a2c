export function HomePage() {
  return <h1>Find the perfect suppliers for your next event</h1>;
}
