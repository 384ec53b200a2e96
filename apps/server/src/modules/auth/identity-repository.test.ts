import { expect, it } from 'vitest';
import { requestToken, signInRequest, signUp, uniqueEmail } from '../../test/auth-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { createIdentityRepository } from './identity-repository.ts';

describeOnEachDatabase('identity repository', (ctx) => {
  it('When a password identity is ensured (demo accounts), then signing in with it works and a second ensure keeps it', async () => {
    const { app, database } = ctx();
    const repo = createIdentityRepository(database.db);
    const email = uniqueEmail('Demo');
    expect(await repo.ensurePasswordIdentity({ email, name: 'Demo', password: 'Demo!pass1' })).toBe(
      'created',
    );
    expect(
      await repo.ensurePasswordIdentity({ email, name: 'Demo', password: 'Other!pass2' }),
    ).toBe('exists');
    expect((await signInRequest(app, { email, password: 'Demo!pass1' })).statusCode).toBe(200);
    expect((await signInRequest(app, { email, password: 'Other!pass2' })).statusCode).toBe(401);
  });

  it('When an identity is deleted, then its sessions end with it', async () => {
    const { app, database } = ctx();
    const email = uniqueEmail();
    const cookie = await signUp(app, { email });
    expect(await createIdentityRepository(database.db).deleteIdentity(email)).toBe(true);
    expect((await requestToken(app, cookie, email)).statusCode).toBe(401);
  });
});
