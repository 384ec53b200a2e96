/** Issue #19: placeholder until the page is built. */
export default function PlaceholderRoute() {
  return <h1 className="font-bold text-3xl">Coming soon</h1>;
}
