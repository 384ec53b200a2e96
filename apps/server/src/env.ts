import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_WEB_DIST } from './paths.ts';

/**
 * The only place that reads process.env (product-decisions §1). A bad value stops the
 * server with a message naming the variable.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().default('./data'),
  DEMO_DATA: bool.optional(),
  WEB_DIST_DIR: z.string().default(DEFAULT_WEB_DIST),
  CORS_ORIGINS: csv.default([]),
  BOOKING_HOLD_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
});

export type Env = Omit<z.infer<typeof envSchema>, 'DEMO_DATA'> & {
  DEMO_DATA: boolean;
  PGLITE_DIR: string;
  IMAGES_DIR: string;
};

export class ConfigError extends Error {}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "unset": a blank line in a .env file should not defeat a default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    // Demo data is on by default only in embedded mode (issue #2).
    DEMO_DATA: env.DEMO_DATA ?? !env.DATABASE_URL,
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    IMAGES_DIR: path.join(dataDir, 'images'),
  };
}
