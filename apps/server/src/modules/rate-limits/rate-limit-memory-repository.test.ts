import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createMemoryRateLimitRepository } from './rate-limit-memory-repository.ts';

/** The repository only uses the database object as the key its counters are shared under. */
const database = () => ({}) as Database;

describe('rate-limit counters in memory, for PGlite (decision 019)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('When a key is hit within its window, then its count grows and the window keeps its start', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const repo = createMemoryRateLimitRepository(database());
    const first = await repo.hit(['a', 'b'], 60);
    vi.setSystemTime(Date.now() + 59_000);
    const second = await repo.hit(['a'], 60);
    expect(first.get('a')).toMatchObject({ count: 1 });
    expect(first.get('b')).toMatchObject({ count: 1 });
    expect(second.get('a')?.count).toBe(2);
    expect(second.get('a')?.windowStart).toEqual(first.get('a')?.windowStart);
  });

  it('When the window has passed, then the count starts again at 1 in a new window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const repo = createMemoryRateLimitRepository(database());
    await repo.hit(['a'], 60);
    await repo.hit(['a'], 60);
    vi.setSystemTime(Date.now() + 60_000);
    const later = await repo.hit(['a'], 60);
    expect(later.get('a')).toEqual({ key: 'a', count: 1, windowStart: new Date(Date.now()) });
  });

  it('When one key is named twice in one hit, then it counts once', async () => {
    const repo = createMemoryRateLimitRepository(database());
    expect((await repo.hit(['a', 'a'], 60)).get('a')?.count).toBe(1);
  });

  it('When two apps share one database, then they share the counts; another database has its own', async () => {
    const shared = database();
    await createMemoryRateLimitRepository(shared).hit(['a'], 60);
    expect((await createMemoryRateLimitRepository(shared).hit(['a'], 60)).get('a')?.count).toBe(2);
    expect((await createMemoryRateLimitRepository(database()).hit(['a'], 60)).get('a')?.count).toBe(
      1,
    );
  });

  it('When old counters are purged, then only windows that started before the cutoff go', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const repo = createMemoryRateLimitRepository(database());
    await repo.hit(['old'], 60);
    vi.setSystemTime(Date.now() + 120_000);
    await repo.hit(['new'], 60);
    await repo.purgeOlderThan(new Date(Date.now() - 60_000));
    expect((await repo.hit(['new'], 60)).get('new')?.count).toBe(2);
    expect((await repo.hit(['old'], 60)).get('old')?.count).toBe(1);
  });
});
