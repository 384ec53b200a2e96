/**
 * `npx tsx bench/alerts/run-alerts.ts [--url postgres://...] [--searches 100000]
 * [--listings 1000] [--users 20000]`: issue #20's alert-matching bench on PostgreSQL.
 *
 * On a scratch database with every migration: a catalogue of 240 models, `users` buyers with
 * `searches` saved searches between them (decision 037's probe keys, made by the app's own
 * code), then (1) an hour's listings posted at once and drained by the alerts job, (2) a
 * minute's listings (1000/h) drained ROUNDS times over, the steady state, and (3) the matching
 * statement alone for one listing. Alert delay is at most the job's tick (10 s) plus one
 * drain. Writes bench/results/alerts-<date>.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { outbox } from '../../apps/server/src/db/schema.ts';
import type { Env } from '../../apps/server/src/env.ts';
import {
  createAlerts,
  createAlertsRepository,
} from '../../apps/server/src/modules/alerts/index.ts';
import type { JobRunner } from '../../apps/server/src/modules/jobs/index.ts';
import type { MailService } from '../../apps/server/src/modules/mail/index.ts';
import { createNotifications } from '../../apps/server/src/modules/notifications/index.ts';
import { log } from '../lib/log.ts';
import { DEFAULT_POSTGRES_URL } from '../lib/options.ts';
import { RESULTS_DIR } from '../lib/paths.ts';
import { scratchDatabase } from '../lib/scratch-database.ts';
import { makeCatalogue, makePeople, makeSavedSearches, postListings, seeded } from './data.ts';

const MATCH_TICK_SECONDS = 10;
const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: DEFAULT_POSTGRES_URL },
    searches: { type: 'string', default: '100000' },
    listings: { type: 'string', default: '1000' },
    users: { type: 'string', default: '20000' },
    // Listings posted at once before the steady state (0: none; an hour's is long to drain).
    burst: { type: 'string', default: '0' },
    rounds: { type: 'string', default: '5' },
  },
});
const SEARCHES = Number(args.searches);
const LISTINGS = Number(args.listings);
const USERS = Number(args.users);
const BURST = Number(args.burst);
const ROUNDS = Number(args.rounds);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const secs = (x: number) => `${(x / 1000).toFixed(1)} s`;
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

/** The outbox as the app's MAIL_URL=outbox keeps it: a row in the sending transaction. */
function outboxMail(database: Database): MailService {
  return {
    async enqueueMail(m: Parameters<MailService['enqueueMail']>[0], tx?: Database['db']) {
      const [row] = await (tx ?? database.db)
        .insert(outbox)
        .values({
          kind: m.kind,
          toEmail: m.to,
          subject: m.subject,
          textBody: m.text,
          status: 'kept',
        })
        .returning({ id: outbox.id });
      return row!.id;
    },
  } as Pick<MailService, 'enqueueMail'> as MailService;
}

async function count(database: Database, table: string): Promise<number> {
  const r = (await database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as {
    rows: Array<{ n: number }>;
  };
  return r.rows[0]!.n;
}

async function main() {
  const scratch = await scratchDatabase(args.url!, 'bench_alerts');
  const database = await createDatabase({ url: scratch.url, pgliteDir: 'memory://', poolSize: 4 });
  try {
    await database.migrate();
    const r = seeded(20);
    const catalogue = await makeCatalogue(database);
    const people = await makePeople(database, USERS, String(Date.now()));
    let t = process.hrtime.bigint();
    await makeSavedSearches(database, r, catalogue, people.buyers, SEARCHES);
    await database.db.execute(sql`analyze`);
    log(`${SEARCHES} saved searches for ${USERS} buyers in ${secs(ms(t))}`);

    const publicUrl = 'https://phonebazaar.example';
    const mail = outboxMail(database);
    const { userNotices } = createNotifications({ db: database.db, mail, publicUrl });
    const repository = createAlertsRepository(database.db);
    // The module as the app builds it; the bench drains the job itself, so nothing is scheduled.
    const noJobs = { every: () => {} } as unknown as JobRunner;
    const { job } = createAlerts({
      database,
      env: { AUTH_SECRET: 'b'.repeat(43), PAYMENT_RECONCILE_INTERVAL_SECONDS: 0 } as Env,
      jobs: noJobs,
      mail,
      userNotices,
      publicUrl,
    });

    // (1) Optionally a backlog posted at once (--burst), drained to the end.
    await postListings(database, r, catalogue, people.sellerId, BURST);
    t = process.hrtime.bigint();
    let burst = { events: 0, alerts: 0, priceDrops: 0 };
    let runs = 0;
    for (;;) {
      const done = await job.drain();
      runs++;
      burst = {
        events: burst.events + done.events,
        alerts: burst.alerts + done.alerts,
        priceDrops: 0,
      };
      if (done.events === 0) break;
    }
    const burstMs = ms(t);
    const notices = await count(database, 'notifications');
    const mails = await count(database, 'outbox');
    log(
      `burst: ${burst.events} listings -> ${burst.alerts} alerts (${notices} notices, ${mails} mails) in ${secs(burstMs)}`,
    );

    // (2) The steady state: a minute's listings at 1000 an hour, drained as one tick does.
    const perMinute = Math.ceil(LISTINGS / 60);
    const steady: number[] = [];
    const steadyAlerts: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      await postListings(database, r, catalogue, people.sellerId, perMinute);
      t = process.hrtime.bigint();
      const done = await job.drain();
      steady.push(ms(t));
      steadyAlerts.push(done.alerts);
    }
    log(
      `steady: ${perMinute} listings per drain, median ${median(steady).toFixed(0)} ms, max ${Math.max(...steady).toFixed(0)} ms`,
    );

    // (3) The matching statement alone for one listing (no writes: rolled back).
    const ids = (
      (await database.db.execute(
        sql`select id from products order by random() limit 30`,
      )) as unknown as {
        rows: Array<{ id: string }>;
      }
    ).rows.map((x) => x.id);
    const single: number[] = [];
    const candidates: number[] = [];
    for (const id of ids) {
      await database.db
        .transaction(async (tx) => {
          const s = process.hrtime.bigint();
          await tx.execute(sql`delete from saved_search_alerts where product_id = ${id}`);
          const matches = await repository.matches(tx, [id]);
          single.push(ms(s));
          candidates.push(matches.length);
          throw new Error('rollback');
        })
        .catch(() => {});
    }
    log(
      `one listing: matching median ${median(single).toFixed(1)} ms, max ${Math.max(...single).toFixed(1)} ms, median ${median(candidates)} matches`,
    );

    const results = {
      kind: 'alerts',
      at: new Date().toISOString(),
      database: 'postgres',
      savedSearches: SEARCHES,
      buyers: USERS,
      models: catalogue.models.length,
      tickSeconds: MATCH_TICK_SECONDS,
      burst: {
        listings: burst.events,
        drains: runs,
        alerts: burst.alerts,
        notices,
        mails,
        ms: Math.round(burstMs),
        msPerListing: Number((burstMs / Math.max(1, burst.events)).toFixed(2)),
      },
      steady: {
        listingsPerDrain: perMinute,
        drains: steady.length,
        medianMs: Math.round(median(steady)),
        maxMs: Math.round(Math.max(...steady)),
        medianAlerts: median(steadyAlerts),
        worstAlertDelaySeconds: Number(
          (MATCH_TICK_SECONDS + Math.max(...steady) / 1000).toFixed(1),
        ),
      },
      matchOneListing: {
        samples: single.length,
        medianMs: Number(median(single).toFixed(1)),
        maxMs: Number(Math.max(...single).toFixed(1)),
        medianMatches: median(candidates),
      },
    };
    await mkdir(RESULTS_DIR, { recursive: true });
    const stamp = new Date().toISOString().slice(0, 16).replace(/[T:]/g, '-');
    const file = path.join(RESULTS_DIR, `alerts-${stamp}.json`);
    await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
    log(`results: ${file}`);
  } finally {
    await database.close();
    await scratch.drop();
  }
}

await main();
