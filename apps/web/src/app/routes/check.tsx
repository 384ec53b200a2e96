/** Issue #21: /check/:code, the on-phone self-test. Scaffold: the self-test room fills it in. */
export default function CheckRoute() {
  return <main className="p-4">Self-test</main>;
}
