import { describe, expect, it, vi } from 'vitest';
import { createSessionLiveness } from './session-liveness.ts';
import type { SessionRepository } from './session-repository.ts';

/** A session table in memory that counts how often it is asked. */
function fakeSessions(rows: Record<string, Date | null>) {
  const asked: string[] = [];
  const repo: SessionRepository = {
    async expiresAt(id) {
      asked.push(id);
      return rows[id] ?? null;
    },
  };
  return { repo, asked, rows };
}

/** A database whose notifications the test sends by hand, as PGlite's LISTEN would. */
function listeningDatabase() {
  let notify: () => void = () => {};
  return {
    database: {
      listen: async (_channel: string, onNotify: () => void) => {
        notify = onNotify;
        return async () => {};
      },
    },
    notify: () => notify(),
  };
}

const later = () => new Date(Date.now() + 60_000);

describe('session liveness for bearer tokens (issue #14 finding 8)', () => {
  it('When the database notifies on deletes, then a live session is read once and a delete is seen at once', async () => {
    const { repo, asked, rows } = fakeSessions({ s1: later() });
    const db = listeningDatabase();
    const sessions = await createSessionLiveness(repo, db.database, 5);
    expect(await sessions.isLive('s1')).toBe(true);
    expect(await sessions.isLive('s1')).toBe(true);
    expect(asked).toEqual(['s1']);
    rows.s1 = null;
    db.notify();
    expect(await sessions.isLive('s1')).toBe(false);
  });

  it('When the remembered expiry has passed, then the database is asked again (the session may have been extended)', async () => {
    // The clock is the test's: a loaded machine must not let the expiry pass early.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { repo, asked, rows } = fakeSessions({ s1: new Date(Date.now() + 1000) });
      const sessions = await createSessionLiveness(repo, listeningDatabase().database, 5);
      expect(await sessions.isLive('s1')).toBe(true);
      vi.setSystemTime(Date.now() + 2000);
      rows.s1 = later();
      expect(await sessions.isLive('s1')).toBe(true);
      expect(asked).toEqual(['s1', 's1']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('When nothing notifies and the recheck is 0, then every call asks the database', async () => {
    const { repo, asked } = fakeSessions({ s1: later() });
    const sessions = await createSessionLiveness(repo, {}, 0);
    await sessions.isLive('s1');
    await sessions.isLive('s1');
    expect(asked).toEqual(['s1', 's1']);
  });

  it('When a session is unknown, then it is not live', async () => {
    const sessions = await createSessionLiveness(fakeSessions({}).repo, {}, 5);
    expect(await sessions.isLive('nope')).toBe(false);
  });
});
