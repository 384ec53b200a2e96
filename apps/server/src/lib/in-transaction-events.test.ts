import { describe, expect, it } from 'vitest';
import { createInTransactionEvents } from './in-transaction-events.ts';

type Tx = { id: string };

describe('in-transaction events', () => {
  it('When an event is emitted, then each listener hears it in the order added, with the transaction', async () => {
    const events = createInTransactionEvents<Tx, number>('test');
    const heard: string[] = [];
    events.on('first', async (tx, n) => heard.push(`first ${tx.id} ${n}`));
    events.on('second', async (tx, n) => heard.push(`second ${tx.id} ${n}`));
    await events.emit({ id: 't1' }, 7);
    expect(heard).toEqual(['first t1 7', 'second t1 7']);
    expect(events.names()).toEqual(['first', 'second']);
  });

  it('When a listener throws, then its error reaches the emitter and the later listeners do not run', async () => {
    const events = createInTransactionEvents<Tx, number>('test');
    const heard: string[] = [];
    const failure = new Error('ledger down');
    events.on('fails', async () => {
      throw failure;
    });
    events.on('after', async () => heard.push('after'));
    await expect(events.emit({ id: 't1' }, 1)).rejects.toBe(failure);
    expect(heard).toEqual([]);
  });

  it('When two listeners share a name, then the second is refused', () => {
    const events = createInTransactionEvents<Tx, number>('deal moved');
    events.on('audit', async () => {});
    expect(() => events.on('audit', async () => {})).toThrow(/'audit' is already registered/);
  });

  it('When nobody listens, then emitting does nothing', async () => {
    const events = createInTransactionEvents<Tx, number>('test');
    await expect(events.emit({ id: 't1' }, 1)).resolves.toBeUndefined();
  });
});
