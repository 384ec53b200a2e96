/**
 * The load generator: a child process the runner starts pinned to its own core
 * (`taskset -c 1 node --import tsx bench/load/worker.ts job.json result.json`). It drives
 * autocannon's programmatic API for a warm-up and then N runs per target, alternating the
 * order of targets between runs so drift on a shared machine hits them alike. Latencies
 * are recorded per response at sub-millisecond resolution (autocannon's own histogram
 * keeps whole milliseconds and has no p95).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { latencyOf, round, Samples } from '../lib/stats.ts';
import type { BookingPlan, GetPlan, LoadJob, RequestsPlan, RunResult, Target } from './types.ts';

const MAX_RUN_SECONDS = 120;
const MAX_DRAIN_SECONDS = 120;

/**
 * autocannon appends every response body to a string (`body += chunk`), kept only for
 * onResponse/verifyBody, which we do not use. Decoding compressed bytes as UTF-8 caps the
 * generator near 300 req/s for an 80 KB script, below the servers it measures; skipping it
 * leaves the parsing, byte counts and timings as they are.
 */
function dropBodyAccumulation() {
  const require = createRequire(import.meta.url);
  const Queue = require('autocannon/lib/pipelinedRequestsQueue.js') as {
    prototype: { addBody?: (data: unknown) => void };
  };
  if (typeof Queue.prototype.addBody !== 'function') {
    throw new Error('autocannon changed: pipelinedRequestsQueue.addBody is gone, review worker.ts');
  }
  Queue.prototype.addBody = () => {};
}

/** mulberry32: the same request mix on every run with the same seed. */
function seeded(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function assertLoopback(target: Target) {
  const url = new URL(target.origin);
  if (url.hostname !== '127.0.0.1' || url.protocol !== 'http:') {
    throw new Error(`load only goes to http://127.0.0.1, not ${target.origin}`);
  }
}

type Request = NonNullable<autocannon.Options['requests']>[number];

/** Per client and round of an `inTurn` plan: where it started, what it asked last. */
interface RoundContext {
  offset?: number;
  path?: string;
}

/** The part of autocannon's client the per-path figures read (lib/requestIterator.js). */
interface ClientWithIterator {
  requestIterator: { context: RoundContext };
}

function getRequests(plan: GetPlan, seed: number, connections: number): Request[] {
  if (plan.paths.length === 1) return [{ method: 'GET', path: plan.paths[0]!.path }];
  // autocannon walks its request list in order on every client: each path in turn. Each
  // client starts its round at its own place in the list (a context lives for one round), so
  // slow paths at the head of the list do not hold every client: the whole set is covered.
  if (plan.inTurn) {
    let nextOffset = 0;
    const n = plan.paths.length;
    return plan.paths.map((_, i) => ({
      method: 'GET',
      setupRequest: (req, context: RoundContext) => {
        // The clients' first rounds start evenly spread over the list.
        context.offset ??= Math.floor((nextOffset++ * n) / connections) % n;
        context.path = plan.paths[(context.offset + i) % n]!.path;
        return { ...req, path: context.path };
      },
    }));
  }
  const random = seeded(seed);
  const total = plan.paths.reduce((sum, p) => sum + p.weight, 0);
  const pick = () => {
    let r = random() * total;
    for (const p of plan.paths) {
      r -= p.weight;
      if (r < 0) return p.path;
    }
    return plan.paths.at(-1)!.path;
  };
  return [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pick() }) }];
}

/** Listings are handed out once each, across the warm-up and every run. */
let nextListing = 0;

function bookingRequests(plan: BookingPlan): Request[] {
  return [
    {
      method: 'POST',
      setupRequest: (req) => {
        const productId = plan.productIds[nextListing];
        if (!productId) throw new Error('the pool of listings to book ran out');
        const buyer = plan.buyers[nextListing % plan.buyers.length]!;
        nextListing++;
        return {
          ...req,
          method: 'POST',
          path: '/api/booking',
          headers: {
            ...plan.headers,
            authorization: `Bearer ${buyer.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            productId,
            buyerNumber: '+8801711000000',
            meetingLocation: 'Bashundhara City, Panthapath',
            buyerEmail: buyer.email,
            buyerName: buyer.name,
          }),
        };
      },
    },
  ];
}

/** Requests are handed out once each, across the warm-up and every run. */
let nextRequest = 0;

function plannedRequests(plan: RequestsPlan): Request[] {
  return [
    {
      method: 'POST',
      setupRequest: (req) => {
        const next = plan.requests[nextRequest++];
        if (!next) throw new Error('the planned requests ran out');
        return {
          ...req,
          method: next.method as 'POST',
          path: next.path,
          headers: {
            ...plan.headers,
            authorization: `Bearer ${next.token}`,
            ...(next.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(next.body !== undefined ? { body: next.body } : { body: undefined }),
        };
      },
    },
  ];
}

async function runOnce(job: LoadJob, target: Target, run: number): Promise<RunResult> {
  const warmup = run === 0;
  const amount = warmup ? job.warmupAmount : job.amountPerRun;
  const seconds = Math.min(MAX_RUN_SECONDS, warmup ? job.warmupSeconds : job.durationSeconds);
  const samples = new Samples();
  let non2xx = 0;
  let bytes = 0;
  const plan = job.plan;
  const requests =
    plan.kind === 'get'
      ? getRequests(plan, job.seed + run, job.connections)
      : plan.kind === 'booking'
        ? bookingRequests(plan)
        : plannedRequests(plan);

  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: target.origin,
        connections: job.connections,
        pipelining: 1,
        timeout: 10,
        headers: plan.headers,
        requests,
        ...(amount ? { amount } : { duration: seconds }),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  // Bounded in time whatever happens: an amount-based run is stopped at the cap.
  const guard = setTimeout(() => instance?.stop(), (MAX_RUN_SECONDS + 5) * 1000);
  const byPath = plan.kind === 'get' && plan.perPath ? new Map<string, Samples>() : undefined;
  instance?.on('response', (client, statusCode, resBytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) {
      samples.push(responseTime);
      if (byPath) {
        // With one request in flight per client, the path its round set last is the one answered.
        const path = (client as unknown as ClientWithIterator).requestIterator.context.path ?? '';
        const mine = byPath.get(path) ?? new Samples();
        byPath.set(path, mine);
        mine.push(responseTime);
      }
    } else non2xx++;
    bytes += resBytes;
  });
  const result = await done;
  clearTimeout(guard);
  const responses = samples.length + non2xx;
  return {
    target: target.name,
    run,
    warmup,
    responses,
    seconds: round(result.duration, 3),
    rps: round(responses / result.duration, 1),
    latency: latencyOf(samples.values()),
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]),
    ),
    bytesPerResponse: responses > 0 ? Math.round(bytes / responses) : 0,
    ...(byPath
      ? {
          byPath: Object.fromEntries(
            [...byPath].map(([path, s]) => [
              path,
              { responses: s.length, latency: latencyOf(s.values()) },
            ]),
          ),
        }
      : {}),
  };
}

/**
 * Waits until the target has worked off what the last run left in flight: autocannon
 * closes its sockets at the end of a run, but the server still runs the queued queries, and
 * the next run must not pay for them. GET /api/ready waits for the database queue on our
 * server (PGlite's queue, the pool's waiting list) and answers at once from a baseline.
 */
async function drain(target: Target): Promise<number> {
  const started = performance.now();
  try {
    const res = await fetch(`${target.origin}/api/ready`, {
      signal: AbortSignal.timeout(MAX_DRAIN_SECONDS * 1000),
    });
    await res.arrayBuffer();
  } catch {
    // A baseline without the path, or a server still busy after the cap: go on.
  }
  return round((performance.now() - started) / 1000, 3);
}

async function main() {
  const [jobFile, resultFile] = process.argv.slice(2);
  if (!jobFile || !resultFile) throw new Error('usage: worker.ts job.json result.json');
  const job = JSON.parse(await readFile(jobFile, 'utf8')) as LoadJob;
  job.targets.forEach(assertLoopback);
  dropBodyAccumulation();
  const results: RunResult[] = [];
  const measureJob = async (job: LoadJob, name?: string) => {
    const measure = async (target: Target, run: number) => {
      const result = await runOnce(job, target, run);
      result.drainSeconds = await drain(target);
      results.push(name === undefined ? result : { ...result, plan: name });
    };
    for (const target of job.targets) await drain(target);
    for (const target of job.targets) {
      if (job.warmupSeconds > 0 || job.warmupAmount) await measure(target, 0);
    }
    for (let run = 1; run <= job.runs; run++) {
      // A, B then B, A: neither target always runs first.
      const order = run % 2 === 1 ? job.targets : [...job.targets].reverse();
      for (const target of order) await measure(target, run);
    }
  };
  if (job.sequence) {
    // One child for many short scenarios: starting one costs seconds of its own.
    for (const step of job.sequence) await measureJob({ ...job, plan: step.plan }, step.name);
  } else {
    await measureJob(job);
  }
  await writeFile(resultFile, JSON.stringify(results));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
