import { afterAll, expect, it } from 'vitest';
import { recordUser, requestToken, signUp } from '../auth-helpers.ts';
import { actorFor } from '../buying-helpers.ts';
import { createFixtures } from '../fixtures.ts';
import { verifyEmailFromOutbox } from '../mail-helpers.ts';
import { describeOnEachDatabase } from '../test-app.ts';
import { type HardeningFigure, writeHardeningFigures } from './hardening-figures.ts';

const LISTED = 'owner-admin@example.com';
const LATE = 'late-admin@example.com';

/** Issue #14 finding 2: ADMIN_EMAILS must not hand admin to whoever registers the address. */
describeOnEachDatabase(
  'Hardening: ADMIN_EMAILS needs a proven address (issue #14 item 2)',
  (ctx) => {
    const figures: HardeningFigure[] = [];
    const outcomes: boolean[] = [];
    afterAll(() => {
      writeHardeningFigures('admin-emails', ctx().kind, [
        ...figures,
        {
          item: '2',
          what: 'Registrations of a listed address that got admin before proving it',
          figure: `${outcomes.filter(Boolean).length} of ${outcomes.length}`,
        },
      ]);
    });

    async function isAdmin(email: string, cookie: string) {
      const { app } = ctx();
      const token = (await requestToken(app, cookie, email)).json().geniusToken as string;
      const res = await app.inject({
        method: 'GET',
        url: `/api/users/admin/${encodeURIComponent(email)}`,
        headers: { authorization: `Bearer ${token}` },
      });
      return (res.json() as { isAdmin: boolean }).isAdmin;
    }

    it('When a listed address is registered and recorded without verifying, then it is not admin; verifying makes it admin', async () => {
      const { app, database } = ctx();
      const cookie = await signUp(app, { email: LISTED });
      expect((await recordUser(app, cookie, { email: LISTED })).statusCode).toBe(200);
      const before = await isAdmin(LISTED, cookie);
      outcomes.push(before);
      expect(before).toBe(false);
      await verifyEmailFromOutbox(app, database.db, LISTED);
      expect(await isAdmin(LISTED, cookie)).toBe(true);
    });

    it('When a listed address is verified before its profile is recorded, then recording makes it admin', async () => {
      const { app, database } = ctx();
      const cookie = await signUp(app, { email: LATE });
      await verifyEmailFromOutbox(app, database.db, LATE);
      await recordUser(app, cookie, { email: LATE });
      expect(await isAdmin(LATE, cookie)).toBe(true);
    });

    it('When the listed admin is deleted and the address registered again without verifying, then the newcomer is not admin', async () => {
      const { app, database } = ctx();
      const f = createFixtures(database.db);
      const other = await actorFor(ctx(), await f.admin());
      const listed = await database.db.query.users.findFirst({
        where: (u, { eq, and, isNull }) => and(eq(u.email, LISTED), isNull(u.deletedAt)),
      });
      expect(listed?.role).toBe('admin');
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/users/delete/${listed?.id}`,
        headers: other.headers,
      });
      expect(deleted.statusCode, deleted.body).toBe(200);

      const cookie = await signUp(app, { email: LISTED });
      await recordUser(app, cookie, { email: LISTED });
      const again = await isAdmin(LISTED, cookie);
      outcomes.push(again);
      expect(again).toBe(false);
      figures.push({
        item: '2',
        what: 'Listed address re-registered by a stranger after its admin was deleted',
        figure: again ? 'admin granted' : 'no admin until the address is proven',
      });
    });
  },
  { ADMIN_EMAILS: `${LISTED}, ${LATE}` },
);
