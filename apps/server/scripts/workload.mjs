#!/usr/bin/env node
// The long randomized workload (issue #7 item 7): CI sends 10,000 requests on PostgreSQL (and
// a tenth on PGlite); this sends WORKLOAD_OPS (default 20,000) from WORKLOAD_CLIENTS (default
// 48) virtual users to two app instances, then checks every invariant in SQL. Replay a run's
// choices with the seed it prints: WORKLOAD_SEED=<seed> npm run workload -w @phonebazaar/server
import { testEnv, vitest } from './security-suites.mjs';

const env = await testEnv({ WORKLOAD_OPS: process.env.WORKLOAD_OPS ?? '20000' });
console.log(
  `WORKLOAD_OPS=${env.WORKLOAD_OPS}${env.WORKLOAD_SEED ? ` WORKLOAD_SEED=${env.WORKLOAD_SEED}` : ''}`,
);
process.exit(vitest(['apps/server/src/test/workload/workload.test.ts'], env));
