import { eq, sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { authSessions, authUsers, users } from '../../db/schema.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import { createAdminUsersRepository } from '../../modules/admin/admin-users-repository.ts';
import { createUsersRepository } from '../../modules/users/users-repository.ts';
import { createUsersService } from '../../modules/users/users-service.ts';
import {
  cookieFrom,
  recordUser,
  requestToken,
  signInRequest,
  signUp,
  uniqueEmail,
} from '../auth-helpers.ts';
import { describeOnEachDatabase } from '../test-app.ts';

/**
 * Races the workload suite (test/workload) found between an admin deleting an account and
 * that account's own sign-in, token and profile calls. Each race is replayed in the one
 * order that used to go wrong, so the test is deterministic.
 */
describeOnEachDatabase('Identity calls racing the deletion of their account', (ctx) => {
  const trigger = 'pb_test_delete_identity_before_session';
  /**
   * Deletes the identity just before its session row goes in: the moment, inside a sign-in,
   * between the password check and the session insert.
   */
  async function deleteIdentityOnNextSession() {
    const db = ctx().database.db;
    await db.execute(
      sql.raw(`create function ${trigger}() returns trigger language plpgsql as $$
        begin
          delete from auth_user where id = new.user_id;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(`create trigger ${trigger} before insert on auth_session
        for each row execute function ${trigger}()`),
    );
  }
  afterEach(async () => {
    const db = ctx().database.db;
    await db.execute(sql.raw(`drop trigger if exists ${trigger} on auth_session`));
    await db.execute(sql.raw(`drop function if exists ${trigger}()`));
  });

  it('When the account is deleted while its sign-in checks the password, then 401 and no session', async () => {
    const email = uniqueEmail('doomed');
    await signUp(ctx().app, { email });
    const sessionsOf = () =>
      ctx()
        .database.db.select({ id: authSessions.id })
        .from(authSessions)
        .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
        .where(eq(authUsers.email, email));
    const before = await sessionsOf();
    await deleteIdentityOnNextSession();
    const res = await signInRequest(ctx().app, { email });
    expect(res.statusCode, res.body).toBe(401);
    expect(cookieFrom(res)).not.toContain('session_token');
    // The failed insert rolls back with its statement; no session was added.
    expect(await sessionsOf()).toEqual(before);
  });

  it('When the account is deleted after its session was read, then the token and profile calls answer 401 and re-create no profile', async () => {
    const { database, env } = ctx();
    const email = uniqueEmail('gone');
    const cookie = await signUp(ctx().app, { email });
    expect((await recordUser(ctx().app, cookie, { email })).statusCode).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    // What the route read from the cookie, before the deletion below commits.
    const session = {
      authUserId: 'read-before',
      sessionId: 'read-before',
      email,
      name: 'Test User',
      image: null,
    };
    await createAdminUsersRepository(database.db).deleteAccount(row!.id, () => {});

    const service = createUsersService(createUsersRepository(database.db), env);
    await expect(service.profileForToken(session)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(
      service.record(session, { email, name: 'Again', photoURL: '', role: 'seller' }),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    const live = await database.db.select().from(users).where(eq(users.email, email));
    expect(live.filter((u) => u.deletedAt === null)).toEqual([]);
    // And through the API, the deleted session gets no token.
    expect((await requestToken(ctx().app, cookie, email)).statusCode).toBe(401);
  });
});
