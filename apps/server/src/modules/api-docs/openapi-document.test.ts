import { readFile } from 'node:fs/promises';
import { contactMessageBodySchema } from '@phonebazaar/shared';
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePolicies } from '../../lib/route-policy.ts';
import { startFakeStripe } from '../../test/fake-stripe.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import answered from './route-error-codes.json' with { type: 'json' };

/** Building the app runs the migrations: slow on a busy machine. */
const SLOW = 120_000;
const ROUTES_MD = new URL('../../../../../docs/routes.md', import.meta.url);

interface Operation {
  tags?: string[];
  description?: string;
  'x-policy'?: string;
  'x-error-codes'?: Record<string, string[]>;
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** `METHOD url` (Fastify's spelling) -> operation, for every operation of the document. */
function operations(document: Document): Map<string, Operation> {
  const found = new Map<string, Operation>();
  for (const [path, item] of Object.entries(document.paths)) {
    const url = path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(item))
      found.set(`${method.toUpperCase()} ${url}`, operation);
  }
  return found;
}

/** The /api rows of docs/routes.md a configuration serves: `METHOD url` -> module. */
async function routesDoc(configuration: string): Promise<Map<string, string>> {
  const rows = new Map<string, string>();
  let module = '';
  for (const line of (await readFile(ROUTES_MD, 'utf8')).split('\n')) {
    const heading = /^## (\S+)/.exec(line);
    if (heading) module = heading[1]!;
    const row = /^\| ([A-Z]+) \| `([^`]+)`(?: \(([^)]+) only\))? \|/.exec(line);
    if (!row || !row[2]!.startsWith('/api/')) continue;
    const only = row[3]?.split(', ');
    if (!only || only.includes(configuration)) rows.set(`${row[1]} ${row[2]}`, module);
  }
  return rows;
}

const fake = await startFakeStripe();
afterAll(() => fake.close());

const CONFIGURATIONS: Record<string, Record<string, string>> = {
  sandbox: {},
  stripe: {
    STRIPE_SECRET_KEY: 'sk_test_document_secret',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_document',
    STRIPE_WEBHOOK_SECRET: 'whsec_document_secret',
    STRIPE_API_BASE: fake.url,
  },
};

for (const [name, overrides] of Object.entries(CONFIGURATIONS)) {
  describe(`the OpenAPI document, ${name} (issue #40)`, () => {
    let ctx: TestContext & { close: () => Promise<void> };
    let document: Document;
    beforeAll(async () => {
      ctx = await createTestContext('pglite', overrides);
      const reply = await ctx.app.inject('/api/openapi.json');
      expect(reply.statusCode).toBe(200);
      document = reply.json();
    }, SLOW);
    afterAll(() => ctx?.close());

    it('When it is fetched, then it validates as OpenAPI 3.1', async () => {
      expect(document.openapi).toBe('3.1.0');
      // The parser dereferences what it is given: a copy keeps the document as served.
      const result = await validate(structuredClone(document) as never);
      expect(result.valid ? [] : result.errors).toEqual([]);
      expect(result.valid).toBe(true);
    });

    it('When it and docs/routes.md are compared, then they list the same /api routes, each under its module', async () => {
      const listed = await routesDoc(name);
      const described = operations(document);
      expect([...described.keys()].sort()).toEqual([...listed.keys()].sort());
      for (const [route, operation] of described)
        expect(operation.tags, route).toEqual([listed.get(route)]);
    });

    it('When an operation is read, then it states the route’s policy, in x-policy and in words, and its error answers', () => {
      const described = operations(document);
      const policed = routePolicies(ctx.app).filter((r) => r.url.startsWith('/api/'));
      expect(policed.length).toBe(described.size);
      for (const { method, url, policy } of policed) {
        const operation = described.get(`${method} ${url}`);
        expect(operation?.['x-policy'], `${method} ${url}`).toBe(policy);
        expect(operation?.description).toContain(`(\`${policy}\`)`);
        expect(operation?.responses.default).toBeDefined();
      }
      const admin = described.get('DELETE /api/report/:id')!;
      expect(Object.keys(admin.responses)).toEqual(
        expect.arrayContaining(['200', '400', '401', '403', '404', 'default']),
      );
      expect(admin).toMatchObject({
        security: [{ bearerToken: [] }],
        'x-error-codes': { 401: ['UNAUTHORIZED', 'INVALID_TOKEN'], 403: ['ROLE_REQUIRED'] },
      });
      // A rate-limited route says so and answers 429.
      expect(described.get('POST /api/booking/:id/cancel')).toMatchObject({
        'x-rate-limit': 'booking',
        'x-error-codes': { 429: ['RATE_LIMITED'] },
      });
    });

    it('When a route refuses for a reason of its own, then the operation lists each code its API suites saw it answer', () => {
      const described = operations(document);
      const statement = described.get('POST /api/booking/:id/dispute/statement')!;
      expect(statement['x-error-codes']?.['409']).toEqual(
        expect.arrayContaining(['DISPUTE_RESOLVED', 'STATEMENT_GIVEN', 'STATEMENT_LATE']),
      );
      expect(statement.responses['409']).toBeDefined();
      let listed = 0;
      for (const [route, byStatus] of Object.entries(
        answered as Record<string, Record<string, string[]>>,
      )) {
        const operation = described.get(route);
        if (!operation) continue; // a route of the other payment configuration
        for (const [status, codes] of Object.entries(byStatus)) {
          expect(operation['x-error-codes']?.[status], `${route} ${status}`).toEqual(
            expect.arrayContaining(codes),
          );
          expect(operation.responses[status], `${route} ${status}`).toBeDefined();
          listed += codes.length;
        }
      }
      expect(listed).toBeGreaterThan(100);
    });

    it('When a schema carries an example, then the operation shows it, and it is valid', () => {
      const contact = operations(document).get('POST /api/contact') as Operation & {
        requestBody: { content: Record<string, { example?: unknown }> };
      };
      const example = contact.requestBody.content['application/json']?.example;
      expect(example).toMatchObject({ email: 'rina@example.com' });
      expect(contactMessageBodySchema.safeParse(example).success).toBe(true);
    });

    it('When it is fetched again, then it is the same cached bytes: public, with an ETag that answers 304', async () => {
      const first = await ctx.app.inject('/api/openapi.json');
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      const etag = String(first.headers.etag);
      const again = await ctx.app.inject({
        url: '/api/openapi.json',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      // It carries none of the server's secrets.
      const secrets = Object.entries(ctx.env).filter(
        ([key, value]) =>
          /SECRET|KEY|PASSWORD|TOKEN/.test(key) && typeof value === 'string' && value.length >= 8,
      );
      expect(secrets.length).toBeGreaterThan(0);
      for (const [key, value] of secrets)
        expect(first.body.includes(value as string), key).toBe(false);
    });
  });
}
