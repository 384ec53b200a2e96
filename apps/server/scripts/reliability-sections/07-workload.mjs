// Issue #7 item 7: the randomized workload, from the figures written by
// src/test/workload/workload.test.ts (workload-postgres, workload-pglite).
// Default export: (figures, kinds) => markdown lines.
const n = (value) => (typeof value === 'number' ? value.toLocaleString('en-US') : '-');
const row = (cells) => `| ${cells.join(' | ')} |`;
const statusesOf = (record) =>
  Object.entries(record ?? {})
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}: ${n(count)}`)
    .join(', ') || '-';
const sum = (record) => Object.values(record ?? {}).reduce((a, c) => a + c, 0);
const fivexx = (statuses) =>
  Object.values(statuses ?? {}).reduce(
    (a, byStatus) =>
      a +
      Object.entries(byStatus)
        .filter(([s]) => Number(s) >= 500)
        .reduce((b, [, c]) => b + c, 0),
    0,
  );

export default function render(figures) {
  const kinds = ['postgres', 'pglite'].filter((k) => figures[`workload-${k}`]);
  const lines = ['## Races and invariants (item 7)', ''];
  if (kinds.length === 0) {
    return [...lines, 'No workload figures in this run.'];
  }
  const f = (k) => figures[`workload-${k}`];
  lines.push(
    'Virtual users (buyers, sellers and admins, each with its own seeded random stream) send',
    'random operations through the real API, alternating between two app instances on one',
    'database (on PostgreSQL each instance has its own pool; PGlite is in-process, so there',
    'the two share it): book, pay (intent, then the test card 4242..., a declined card first, a',
    'double submit, or a retried record), add, advertise, edit and delete listings, report,',
    'dismiss and delete reported items, make admin, verify sellers, delete accounts, sign in,',
    'fetch tokens and make a buyer a seller. Now and then a hold is made to lapse, as if its',
    'hours had passed. A virtual user whose account is deleted, or made an admin, carries on',
    'with a new account of its role.',
    '',
    row(['What was measured', ...kinds]),
    row(['---', ...kinds.map(() => '---:')]),
    row(['Requests', ...kinds.map((k) => n(f(k).requests))]),
    row(['Virtual users', ...kinds.map((k) => n(f(k).clients))]),
    row(['App instances', ...kinds.map((k) => n(f(k).instances))]),
    row(['Seconds', ...kinds.map((k) => n(f(k).seconds))]),
    row(['Requests per second', ...kinds.map((k) => n(Math.round(f(k).requests / f(k).seconds)))]),
    row(['Seed (WORKLOAD_SEED)', ...kinds.map((k) => String(f(k).seed))]),
    row(['Replies with an unexpected status', ...kinds.map((k) => n(f(k).unexpected))]),
    row(['5xx replies', ...kinds.map((k) => n(fivexx(f(k).statuses)))]),
    row(['Holds lapsed by the test clock', ...kinds.map((k) => n(f(k).lapsedByClock))]),
    row(['Accounts deleted under a virtual user', ...kinds.map((k) => n(f(k).accountsReplaced))]),
    row([
      'Accounts made admin under a virtual user',
      ...kinds.map((k) => n(f(k).accountsPromotedAway)),
    ]),
    '',
  );
  for (const k of kinds) {
    const figure = f(k);
    lines.push(
      `Requests by operation [${k}]:`,
      '',
      row(['Operation', 'Sent', 'Replies by status']),
      row(['---', '---:', '---']),
      ...Object.entries(figure.statuses ?? {})
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, byStatus]) => row([kind, n(sum(byStatus)), statusesOf(byStatus)])),
      '',
      `Invariants checked in SQL afterwards [${k}]:`,
      '',
      row(['Invariant', 'Rows checked', 'Violations']),
      row(['---', '---:', '---:']),
      ...(figure.invariants ?? []).map((i) => row([i.name, n(i.checked), n(i.violations)])),
      '',
    );
  }
  lines.push(
    'A 401 counts as expected only for an account the run deleted (checked afterwards), and each',
    "booking's price must be one its listing had. CI runs 10,000 requests on PostgreSQL (a tenth",
    'on PGlite); the long run is `npm run workload -w @phonebazaar/server` (WORKLOAD_OPS, default',
    '20,000; WORKLOAD_CLIENTS, default 48; WORKLOAD_SEED to replay the choices of a run, the',
    'interleaving still following the timing).',
    '',
    'Holes it found, fixed (each with a regression test beside the fix):',
    '',
    '- A buyer deleted between authentication and the booking kept an open booking: booking',
    '  now reads the buyer under a share lock in its transaction (401 if gone).',
    '- A token or profile call racing the deletion re-created the deleted profile: both now run',
    '  holding the identity row, which deletion removes first.',
    '- Deleting an account deadlocked with bookings and payments (500): deletion now locks its',
    '  listings in id order before their bookings, and its account row FOR NO KEY UPDATE, the',
    '  order booking and payment take (docs/decisions/012-lock-order.md).',
    '- A listing added while its seller was deleted stayed on the market: the insert now reads',
    '  the seller under a share lock in its transaction.',
    "- A sign-in racing the account's deletion failed its session insert (500): now 401.",
    "- A declined card confirmed beside a good one overwrote the intent's succeeded status, so",
    '  the sale went unrecorded: a decline now only notes its error on an intent still open.',
  );
  return lines;
}
