import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
// Drizzle wraps the driver's error in its own, with the original as `cause`.
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['ECONNREFUSED', withCode('ECONNREFUSED')],
    ['ECONNRESET', withCode('ECONNRESET')],
    ['57P01 admin_shutdown', withCode('57P01')],
    ['57P03 cannot_connect_now', withCode('57P03')],
    ['08006 connection_failure', withCode('08006')],
    ['57014 statement timeout', withCode('57014')],
    ['53300 too_many_connections', withCode('53300')],
    ['our full pool queue', withCode('POOL_QUEUE_FULL')],
    ['pool wait timeout', new Error('timeout exceeded when trying to connect')],
    ['query_timeout', new Error('Query read timeout')],
    ['lost socket', new Error('Connection terminated unexpectedly')],
    ['wrapped by Drizzle', wrapped(withCode('57P01'))],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED')], 'connect')],
  ])('When the driver reports %s, then it is unavailability (503)', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    [
      'a message that only mentions a timeout',
      new Error('timeout exceeded when trying to connect!'),
    ],
    ['not an error', 'ECONNREFUSED'],
  ])('When the error is %s, then it is not (it stays a 500 or its own status)', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
