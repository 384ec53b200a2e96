// Issue #7 item 8 and issue #8's pool findings: faults, from the figures written by
// src/test/faults/*.test.ts (faults-outage-postgres, faults-pool-postgres,
// faults-sigterm-<db>, faults-payments-stripe-<db>, faults-payments-sandbox-<db>,
// faults-reconcile-<db>). Default export: (figures, kinds) => markdown lines.
const n = (value) => (typeof value === 'number' ? value.toLocaleString('en-US') : '-');
const row = (cells) => `| ${cells.join(' | ')} |`;
const counts = (record) =>
  Object.entries(record ?? {})
    .map(([key, count]) => `${key === '0' ? 'refused connection' : key}: ${n(count)}`)
    .join(', ') || '-';

function outage(f) {
  if (!f) return ['No database outage figures in this run (no PostgreSQL binaries?).', ''];
  return [
    `PostgreSQL stopped twice under ${n(f.workers)} concurrent clients browsing, booking and`,
    `reporting (${(f.outages ?? []).join(', then ')}; ${n(f.outageSeconds)} s down each time), on a`,
    'private cluster started by the suite:',
    '',
    row(['What was measured', 'Figure']),
    row(['---', '---:']),
    row(['Requests in all', n(f.requests)]),
    row(['Replies by status', counts(f.statuses)]),
    row(['Requests made while the database was down', n(f.duringOutage)]),
    row(['... replies by status', counts(f.duringOutageStatuses)]),
    row(['Slowest 503 (ms)', n(f.max503Ms)]),
    row(['Median 503 (ms)', n(f.median503Ms)]),
    row([
      'Seconds from restart to /api/ready 200 (no app restart)',
      (f.recoverSeconds ?? []).map(n).join(', '),
    ]),
    row(['Replies after recovery', counts(f.afterRecovery)]),
    row([
      'Acknowledged writes found afterwards',
      `${n(f.acknowledgedWritesFound)} of ${n(f.acknowledgedWrites)}`,
    ]),
    row(['Listings whose booked flag disagrees with their bookings', n(f.bookedFlagMismatches)]),
    '',
  ];
}

function pool(f) {
  if (!f) return ['No pool figures in this run (PostgreSQL only).', ''];
  return [
    `- Pool of ${n(f.poolSize)} held by slow queries, queue of ${n(f.queue)}: ${n(f.pool503)} of`,
    `  ${n(f.concurrent)} concurrent requests answered 503 with Retry-After (median ${n(f.poolMedianMs)} ms,`,
    `  slowest ${n(f.poolMaxMs)} ms), none 500; 200 again once the queries ended.`,
    `- Statement timeout ${n(f.statementTimeoutMs)} ms: a request blocked behind another session's lock`,
    `  answered 503 after ${n(f.lockedRequestMs)} ms instead of hanging.`,
    '',
  ];
}

function sigterm(figures, kinds) {
  const dbs = kinds.filter((k) => figures[`faults-sigterm-${k}`]);
  if (dbs.length === 0) return ['No SIGTERM figures in this run.', ''];
  const per = (pick) => dbs.map((k) => pick(figures[`faults-sigterm-${k}`]));
  return [
    row(['SIGTERM to the spawned server under write load', ...dbs]),
    row(['---', ...dbs.map(() => '---:')]),
    row(['Requests', ...per((f) => n(f.requests))]),
    row(['Writes acknowledged (2xx)', ...per((f) => n(f.acknowledgedWrites))]),
    row(['... found in the database after exit', ...per((f) => n(f.foundAfterExit))]),
    row(['Replies ending after the signal', ...per((f) => counts(f.afterSignal))]),
    row(['Exit code', ...per((f) => String(f.exitCode))]),
    row(['Seconds from signal to exit', ...per((f) => n(f.exitSeconds))]),
    '',
  ];
}

function payments(figures, kinds) {
  const dbs = kinds.filter((k) => figures[`faults-payments-stripe-${k}`]);
  if (dbs.length === 0) return ['No payment crash figures in this run.', ''];
  const stripe = (pick) => dbs.map((k) => pick(figures[`faults-payments-stripe-${k}`] ?? {}));
  const sandbox = (pick) => dbs.map((k) => pick(figures[`faults-payments-sandbox-${k}`] ?? {}));
  const sweep = (pick) => dbs.map((k) => pick(figures[`faults-reconcile-${k}`] ?? {}));
  return [
    row(['Crash between the charge and its recording', ...dbs]),
    row(['---', ...dbs.map(() => '---:')]),
    row(['Stripe: crashes injected', ...stripe((f) => n(f.crashes))]),
    row([
      '... payments recorded (once each, by webhook, retry or intent call)',
      ...stripe((f) => n(f.recorded)),
    ]),
    row(['... charges created (one per booking)', ...stripe((f) => n(f.chargesCreated))]),
    row(['... lapsed bookings refunded once', ...stripe((f) => n(f.refunds))]),
    row(['Sandbox: crashes injected', ...sandbox((f) => n(f.crashes))]),
    row([
      '... concurrent retries / payments recorded / intents',
      ...sandbox((f) => `${n(f.retries)} / ${n(f.recorded)} / ${n(f.intents)}`),
    ]),
    row([
      'No webhook, no retry: crashes settled by the start-up sweep',
      ...sweep((f) => n(f.crashed)),
    ]),
    row([
      '... recorded / refunded / charges created',
      ...sweep((f) => `${n(f.recorded)} / ${n(f.refunded)} / ${n(f.chargesCreated)}`),
    ]),
    '',
  ];
}

export default function render(figures, kinds) {
  return [
    '## Faults (item 8, and issue #8 pool findings)',
    '',
    'A database that is down, restarting, overloaded or too slow answers 503',
    '`SERVICE_UNAVAILABLE` with `Retry-After: 2` and a plain message, never 500 (decision 013).',
    '',
    ...outage(figures['faults-outage-postgres']),
    ...pool(figures['faults-pool-postgres']),
    ...sigterm(figures, kinds),
    ...payments(figures, kinds),
    'The crash is injected into the recording transaction after the provider confirmed the',
    'charge (nothing commits), then the webhook, a client retry, the next intent call or the',
    'reconciler settles it.',
  ];
}
