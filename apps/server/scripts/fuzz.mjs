#!/usr/bin/env node
// The long schema-fuzzing run (issue #7 item 3): CI sends 10,000 requests on PGlite (and a
// tenth on PostgreSQL); this sends FUZZ_RUNS (default 200,000). Reproduce a failure with the
// seed fast-check prints: FUZZ_SEED=<seed> FUZZ_RUNS=<n> npm run fuzz -w @phonebazaar/server
import { SUITES, testEnv, vitest } from './security-suites.mjs';

const env = await testEnv({ FUZZ_RUNS: process.env.FUZZ_RUNS ?? '200000' });
console.log(`FUZZ_RUNS=${env.FUZZ_RUNS}${env.FUZZ_SEED ? ` FUZZ_SEED=${env.FUZZ_SEED}` : ''}`);
process.exit(vitest([`${SUITES}/schema-fuzz.test.ts`], env));
