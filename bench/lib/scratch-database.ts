import pg from 'pg';

/**
 * A fresh PostgreSQL database beside `url`'s, for a feature bench that migrates and fills its
 * own (bench/alerts, bench/price-guide); `drop()` removes it, connections and all.
 */
export async function scratchDatabase(url: string, prefix: string) {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { url: target.toString(), drop };
}
