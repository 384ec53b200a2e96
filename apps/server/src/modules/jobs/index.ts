import type { FastifyInstance } from 'fastify';
import { createJobRunner, type JobRunner } from './job-runner.ts';

export { type JobCount, jobCounts } from './job-counts-repository.ts';
export type { EnqueueOptions, JobHandler, JobRunner } from './job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner (decision 033): `app.jobs.every(...)`, `app.jobs.enqueue(...)`. */
    jobs: JobRunner;
  }
}

/**
 * The app's background jobs (issue #18, decision 033): one runner on the app's database,
 * started when the app is ready (in the background) and stopped when it closes.
 */
export function createJobs(app: FastifyInstance): JobRunner {
  const jobs = createJobRunner({ database: app.database, log: app.log });
  app.addHook('onReady', async () => {
    void jobs.start();
  });
  app.addHook('onClose', async () => jobs.stop());
  app.decorate('jobs', jobs);
  return jobs;
}
