import { beforeAll, expect, it } from 'vitest';
import { type RoutePolicy, routePolicies } from '../../lib/route-policy.ts';
import { TEST_ORIGIN } from '../auth-helpers.ts';
import { describeOnEachDatabase } from '../test-app.ts';
import { writeFigures } from './figures.ts';
import { forgedTokens } from './forged-tokens.ts';
import { type Member, matrixWorld, type World } from './matrix-world.ts';
import {
  CALLERS,
  type Caller,
  type Expected,
  expectedOutcome,
  matches,
  principalOf,
  relationsFor,
} from './policy-expectations.ts';
import { ROUTE_CASES, type RouteRequest } from './route-requests.ts';

/** Building apps and signing up hash passwords and run migrations: slow on a busy machine. */
const SLOW = 120_000;

interface Cell {
  route: string;
  caller: string;
  relation: string;
  expected: Expected;
  status: number;
  code?: string;
}

const table = (cells: Cell[]) =>
  cells
    .map(
      (c) =>
        `${c.route.padEnd(34)} ${c.caller.padEnd(28)} ${c.relation.padEnd(6)} ` +
        `expected ${String(c.expected).padEnd(5)} got ${c.status} ${c.code ?? ''}`,
    )
    .join('\n');

describeOnEachDatabase('authorization matrix: every route x every kind of caller', (ctx) => {
  let w: World;
  let forge: ReturnType<typeof forgedTokens>['forge'];
  const cells: Cell[] = [];
  const started = Date.now();

  beforeAll(async () => {
    w = await matrixWorld(ctx());
    forge = forgedTokens(ctx()).forge;
  });

  async function credentials(caller: Caller, policy: RoutePolicy, principal: Member) {
    if (caller.kind === 'anonymous') return {};
    if (caller.kind === 'forged') {
      if (caller.forged === 'session-cookie') {
        const name = w.buyer.cookie.split('=')[0];
        return { cookie: `${name}=${'A'.repeat(32)}.${'B'.repeat(43)}%3D` };
      }
      const low = { token: w.otherBuyer.token, email: w.otherBuyer.email };
      return { authorization: `Bearer ${await forge(caller.forged, principal, low, w.deleted)}` };
    }
    const member = w.members[caller.member];
    const cookie =
      caller.credential === 'cookie' || (caller.credential === 'auto' && policy === 'session');
    return cookie ? { cookie: member.cookie } : { authorization: `Bearer ${member.token}` };
  }

  it('When the matrix is built, then every route the app serves has a request builder', () => {
    const served = routePolicies(ctx().app).map((r) => `${r.method} ${r.url}`);
    expect(served.filter((r) => !ROUTE_CASES[r])).toEqual([]);
    expect(Object.keys(ROUTE_CASES).filter((r) => !served.includes(r))).toEqual([]);
  });

  for (const [route, spec] of Object.entries(ROUTE_CASES)) {
    it(
      `When ${route} is called by each kind of caller, then each gets what its policy says`,
      async () => {
        const { app } = ctx();
        const [method, url] = route.split(' ') as [string, string];
        const policy = routePolicies(app).find((r) => r.method === method && r.url === url)?.policy;
        expect(policy, `${route} has no policy`).toBeDefined();
        const mine: Cell[] = [];
        // Callers without a member (anonymous, forged) are all refused before the route runs,
        // so on a non-public route they cannot consume the record: one request serves them all
        // (building fresh records per caller was most of this file's time). Were one let in, its
        // own cell would already be wrong.
        let refusedRequest: RouteRequest | undefined;
        for (const caller of CALLERS) {
          const member = caller.kind === 'member' ? w.members[caller.member] : undefined;
          const principal = principalOf(w, policy!, spec.resource);
          const targets = member
            ? relationsFor(w, member, spec.resource)
            : [
                {
                  relation: spec.resource ? ('own' as const) : ('none' as const),
                  owner: principal,
                },
              ];
          for (const { relation, owner } of targets) {
            const shared = !member && policy !== 'public';
            const request = shared && refusedRequest ? refusedRequest : await spec.build(w, owner);
            if (shared) refusedRequest = request;
            const res = await app.inject({
              method: method as 'GET',
              url: request.url,
              headers: {
                origin: TEST_ORIGIN,
                ...(await credentials(caller, policy!, principal)),
                ...request.headers,
              },
              ...(request.payload !== undefined ? { payload: request.payload } : {}),
            });
            const expected = expectedOutcome(policy!, caller, member, relation, spec.othersStatus);
            // The sandbox card step answers Stripe.js's shape, { error: { code } }.
            const body = res.statusCode >= 400 ? res.json() : undefined;
            const code: string | undefined = body?.code ?? body?.error?.code;
            mine.push({
              route,
              caller: caller.name,
              relation,
              expected,
              status: res.statusCode,
              code,
            });
          }
        }
        cells.push(...mine);
        const wrong = mine.filter((c) => !matches(c.expected, c.status));
        expect(wrong, `cells that differ from the policy:\n${table(wrong)}`).toEqual([]);
        // Every refusal is the JSON error shape with a stable code.
        for (const c of mine.filter((x) => x.status >= 400))
          expect(c.code, table([c])).toBeTruthy();
      },
      SLOW,
    );
  }

  it('When every route has been called, then the figures are written for docs/reliability.md', () => {
    const routes = new Set(cells.map((c) => c.route)).size;
    writeFigures(`authorization-matrix-${ctx().kind}`, {
      routes,
      callers: CALLERS.length,
      cells: cells.length,
      allowed: cells.filter((c) => c.expected === 'allow').length,
      refused: cells.filter((c) => c.expected !== 'allow').length,
      mismatches: cells.filter((c) => !matches(c.expected, c.status)).length,
      unexpected2xx: cells.filter((c) => c.expected !== 'allow' && c.status < 300).length,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    });
    expect(routes).toBe(Object.keys(ROUTE_CASES).length);
  });
});
