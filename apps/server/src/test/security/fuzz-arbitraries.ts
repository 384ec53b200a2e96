import fc from 'fast-check';

/**
 * Hostile inputs for the schema fuzzer (issue #7 item 3). None of the fixed strings contains
 * a marker the fuzzer looks for in replies (SQL keywords, file paths), so a marker found in
 * a reply cannot be the input echoed back.
 */
const NASTY = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1; WAITFOR DELAY '0:0:5'",
  '{"$gt": ""}',
  '{"$ne": null}',
  '$where',
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  '\udfff\ud800',
  '../../../etc/passwd',
  '..%2f..%2f',
  '<script>alert(1)</script>',
  '#{7*7}{{7*7}}<%= 7*7 %>',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1e309',
  '0x10',
  '9'.repeat(400),
  'x'.repeat(5000),
  '🙂👍🏽\u200d',
  'null',
  'true',
  '[]',
  '{}',
  ' ',
  '',
  'ñ@é.com',
  'a@b',
  '00000000-0000-0000-0000-000000000000',
  'ZZZZ',
  'MTAwOmFiYw',
];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.base64String({ maxLength: 60 }) },
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(1e308, -1e308, -1, 0, -0, 0.001, 19.999, 2 ** 53 + 1, -(2 ** 31), 100_000.01),
);

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'role', 'verified', 'sold', '_id'];
export const hostileKey = fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 12 }));

/** Any JSON value a hostile client could send, nested a little. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

export type BodyMutation =
  | { kind: 'keep' }
  | { kind: 'replace'; field: number; value: unknown }
  | { kind: 'drop'; field: number }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string | undefined };

const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zzz',
  'application/xml',
  'application/json; charset=utf-16',
  undefined,
];

export const bodyMutation: fc.Arbitrary<BodyMutation> = fc.oneof(
  fc.constant({ kind: 'keep' as const }),
  fc.record({ kind: fc.constant('replace' as const), field: fc.nat(20), value: hostileValue }),
  fc.record({ kind: fc.constant('drop' as const), field: fc.nat(20) }),
  fc.record({ kind: fc.constant('extra' as const), key: hostileKey, value: hostileValue }),
  fc.record({ kind: fc.constant('json' as const), value: hostileValue }),
  fc.record({
    kind: fc.constant('raw' as const),
    text: fc.oneof(
      hostileString,
      fc.constantFrom('{"a":', '{"__proto__":{"x":1}}', '[1,2', '\u0000'),
    ),
    contentType: fc.constantFrom(...CONTENT_TYPES),
  }),
);

export interface QueryMutation {
  /** Replace each path parameter's value. */
  param: string | undefined;
  /** Extra or replacing query parameters, as raw pairs (repeats allowed). */
  pairs: Array<[string, string]>;
}

export const queryMutation: fc.Arbitrary<QueryMutation> = fc.record({
  param: fc.option(hostileString, { nil: undefined, freq: 2 }),
  pairs: fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom('limit', 'cursor', 'email', 'provider', 'error'), hostileKey),
      hostileString,
    ),
    { maxLength: 3 },
  ),
});

/** Who sends it: by name, resolved by the fuzzer; 'junk' sends a malformed credential. */
export const fuzzCaller = fc.constantFrom(
  'anonymous',
  'buyer',
  'otherBuyer',
  'seller',
  'admin',
  'forged',
  'junk',
);
/**
 * What a real client can put in a header: bytes, which Node reads as latin1. NUL, CR and LF
 * never get past Node's HTTP parser, so they are left out (inject would let them through).
 */
const headerText = hostileString.map((s) =>
  Buffer.from(s, 'utf8')
    .toString('latin1')
    .replace(/[\r\n]/g, '')
    .replaceAll('\u0000', ''),
);
export const junkCredential = fc.record({
  authorization: fc.oneof(
    headerText,
    headerText.map((s) => `Bearer ${s}`),
  ),
  cookie: fc.oneof(
    headerText.map((s) => `better-auth.session_token=${s}`),
    hostileString.map(
      (s) => `better-auth.session_token=${encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))}`,
    ),
  ),
});
