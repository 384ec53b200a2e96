import { createDatabase } from '../db/client.ts';
import { ConfigError, loadEnv } from '../env.ts';
import { normaliseEmail } from '../lib/access.ts';
import { createUsersRepository } from '../modules/users/users-repository.ts';

/**
 * `npm run admin:grant -w @phonebazaar/server -- someone@example.com`
 * Makes the account admin on the configured database (product-decisions §2). An email with
 * no profile yet gets one with the admin role, which its owner keeps when they sign up
 * (recording never downgrades a role).
 */
async function main(argv: string[]): Promise<number> {
  const emails = argv.map(normaliseEmail).filter(Boolean);
  if (emails.length === 0 || emails.some((e) => !/^[^\s@]+@[^\s@]+$/.test(e))) {
    console.error('usage: npm run admin:grant -w @phonebazaar/server -- <email> [<email>...]');
    return 2;
  }
  const env = loadEnv();
  const database = await createDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    await database.migrate();
    // Relative DATA_DIR resolves from the working directory; say which database this is.
    console.log(
      `database: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${env.PGLITE_DIR}`}`,
    );
    const users = createUsersRepository(database.db);
    for (const email of emails) {
      const row = await users.upsert({ email, name: '', photoUrl: '', role: 'admin' });
      const outcome = row?.inserted
        ? 'created as admin'
        : row
          ? 'is now admin'
          : 'was already admin';
      console.log(`${email}: ${outcome}`);
    }
  } finally {
    await database.close();
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
