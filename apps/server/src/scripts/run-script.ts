import type { Logger } from 'pino';
import { ConfigError, type LoadedEnv, loadEnv } from '../env.ts';
import { createLogger } from '../lib/logger.ts';

/**
 * Shared start for the command-line scripts: configuration read and checked exactly as
 * the server does, one logger, and a non-zero exit code on any failure.
 */
export async function runScript(
  name: string,
  body: (ctx: { env: LoadedEnv; log: Logger; args: string[] }) => Promise<void>,
): Promise<void> {
  let env: LoadedEnv;
  try {
    env = loadEnv();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
    return;
  }
  const log = createLogger(env).child({ script: name });
  try {
    await body({ env, log, args: process.argv.slice(2) });
  } catch (error) {
    log.error({ err: error }, `${name} failed`);
    process.exitCode = 1;
  }
}
