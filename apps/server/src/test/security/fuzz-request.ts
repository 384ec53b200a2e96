import type { InjectOptions } from 'fastify';
import type { RoutePolicy } from '../../lib/route-policy.ts';
import { TEST_ORIGIN } from '../auth-helpers.ts';
import type { BodyMutation, QueryMutation } from './fuzz-arbitraries.ts';
import type { World } from './matrix-world.ts';
import type { RouteRequest } from './route-requests.ts';

/** Percent-encodes the UTF-8 bytes, so even a lone surrogate becomes a sendable path. */
const encode = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('');

/** The base request's path with each parameter (`:id`, `:email`, `*`) replaced. */
function mutatePath(template: string, path: string, value: string | undefined): string {
  if (value === undefined) return path;
  const names = template.split('/');
  const parts = path.split('/');
  return parts
    .map((part, i) => (names[i]?.startsWith(':') || names[i] === '*' ? encode(value) : part))
    .join('/');
}

function mutateBody(
  base: RouteRequest,
  m: BodyMutation,
): Pick<InjectOptions, 'payload' | 'headers'> {
  const object =
    base.payload && typeof base.payload === 'object' && !Buffer.isBuffer(base.payload)
      ? (base.payload as Record<string, unknown>)
      : undefined;
  const keep = { payload: base.payload, headers: base.headers };
  const json = (value: unknown) => ({
    payload: JSON.stringify(value),
    headers: { ...base.headers, 'content-type': 'application/json' },
  });
  switch (m.kind) {
    case 'keep':
      return base.payload === undefined ? { headers: base.headers } : keep;
    case 'replace':
    case 'drop': {
      const keys = object ? Object.keys(object) : [];
      if (!object || keys.length === 0) return keep;
      const key = keys[m.field % keys.length]!;
      const copy: Record<string, unknown> = { ...object };
      if (m.kind === 'drop') delete copy[key];
      else copy[key] = m.value;
      return json(copy);
    }
    case 'extra': {
      const copy: Record<string, unknown> = { ...(object ?? {}) };
      Object.defineProperty(copy, m.key, {
        value: m.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return json(copy);
    }
    case 'json':
      return json(m.value);
    case 'raw':
      return {
        payload: m.text,
        headers: { ...base.headers, ...(m.contentType ? { 'content-type': m.contentType } : {}) },
      };
  }
}

/** The credential a named fuzz caller sends, as the route's policy would have it. */
export function credentialsOf(
  w: World,
  caller: string,
  policy: RoutePolicy,
  forged: string,
  junk: { authorization: string; cookie: string },
): Record<string, string> {
  if (caller === 'anonymous') return {};
  if (caller === 'forged') return { authorization: `Bearer ${forged}` };
  if (caller === 'junk') return junk;
  const member = w.members[caller as keyof World['members']];
  return policy === 'session'
    ? { cookie: member.cookie }
    : { authorization: `Bearer ${member.token}` };
}

/** One fuzz request: the route's valid request, mutated. */
export function fuzzRequest(
  method: string,
  template: string,
  base: RouteRequest,
  query: QueryMutation,
  body: BodyMutation,
  credentials: Record<string, string>,
): InjectOptions {
  const [path, search] = base.url.split('?') as [string, string | undefined];
  const pairs = query.pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`);
  const qs = [search, ...pairs].filter(Boolean).join('&');
  const { payload, headers } = mutateBody(base, body);
  return {
    method: method as 'GET',
    url: `${mutatePath(template, path, query.param)}${qs ? `?${qs}` : ''}`,
    headers: { origin: TEST_ORIGIN, ...credentials, ...headers },
    ...(payload !== undefined ? { payload } : {}),
  };
}

/** What a reply may never contain: stack frames, file paths, SQL or driver text. */
export const LEAK_MARKERS = [
  /\bat [^\s]+ \(/,
  /\.ts:\d+/,
  /node_modules/,
  /\/work\/|\/home\/|\/usr\//,
  /\bselect\s[^"]*\sfrom\s/i,
  /\binsert into\b/i,
  /syntax error at/i,
  /violates/i,
  /relation "/i,
  /duplicate key/i,
  /failed query/i,
  /invalid byte sequence/i,
  /pglite|drizzle|postgres/i,
];
