import { NEXT_CURSOR_HEADER } from '@phonebazaar/shared';
import { beforeAll, expect, it } from 'vitest';
import { type AdminCast, adminCalls, adminCast } from '../../test/admin-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

interface Row {
  _id: string;
  name?: string;
  email?: string;
  productName?: string;
}

const q = (text: string, extra = '') => `?q=${encodeURIComponent(text)}${extra}`;

describeOnEachDatabase('admin lists: the filter box (issue #23 item 14)', (ctx) => {
  const calls = adminCalls(ctx);
  let cast: AdminCast;
  const tag = `z${Date.now().toString(36)}`;
  beforeAll(async () => {
    cast = await adminCast(ctx());
    const { f } = cast;
    await f.seller({ name: `Nusrat ${tag}`, email: `nusrat.${tag}@example.com` });
    await f.seller({ name: 'Tanvir', email: `tanvir.${tag}@example.com` });
    await f.buyer({ name: `Farhana ${tag}`, email: `farhana@example.com` });
    await f.buyer({ name: '100% real', email: `percent.${tag}@example.com` });
    await f.seller({ name: `Gone ${tag}`, deletedAt: new Date() });
  });

  const names = async (path: string, query: string) => {
    const res = await calls.call('GET', `${path}${query}`, cast.admin);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Row[]).map((r) => r.name ?? r.productName).sort();
  };

  it('When an admin types part of a name or an email, then each list keeps only its live matches, any case', async () => {
    expect(await names('/api/users', q(tag.toUpperCase()))).toEqual(
      [`Farhana ${tag}`, `Nusrat ${tag}`, '100% real', 'Tanvir'].sort(),
    );
    expect(await names('/api/sellers', q(`.${tag}@`))).toEqual([`Nusrat ${tag}`, 'Tanvir'].sort());
    expect(await names('/api/buyers', q('FARHANA'))).toEqual([`Farhana ${tag}`]);
    expect(await names('/api/sellers', q('farhana'))).toEqual([]);
  });

  it('When the text holds % or _, then they match themselves, not everything', async () => {
    expect(await names('/api/users', q('100%'))).toEqual(['100% real']);
    expect(await names('/api/users', q('%'))).toEqual(['100% real']);
    expect(await names('/api/users', q(`_${tag}`))).toEqual([]);
  });

  it('When the matches span pages, then the cursor walks them with the same filter', async () => {
    const first = await calls.call('GET', `/api/users${q(tag, '&limit=2')}`, cast.admin);
    expect(first.json()).toHaveLength(2);
    const cursor = first.headers[NEXT_CURSOR_HEADER] as string;
    const rest = await calls.call(
      'GET',
      `/api/users${q(tag, `&limit=2&cursor=${encodeURIComponent(cursor)}`)}`,
      cast.admin,
    );
    const all = [...first.json(), ...rest.json()] as Row[];
    expect(new Set(all.map((r) => r._id)).size).toBe(4);
  });

  it('When All Sell is filtered, then bookings whose phone, seller or buyer contain the text stay', async () => {
    const { f } = cast;
    const seller = await f.seller({ email: `shop.${tag}@example.com` });
    const phone = await f.product({ seller, productName: `Pixel ${tag} Pro` });
    await f.booking({ product: phone });
    await f.booking({ product: await f.product({ productName: 'Unrelated phone' }) });
    expect(await names('/api/allselling', q(`pixel ${tag}`))).toEqual([`Pixel ${tag} Pro`]);
    expect(await names('/api/allselling', q(`shop.${tag}`))).toEqual([`Pixel ${tag} Pro`]);
  });

  it('When the text is too long or the caller is not an admin, then it is refused', async () => {
    const long = await calls.call('GET', `/api/users${q('x'.repeat(101))}`, cast.admin);
    expect(long.statusCode).toBe(400);
    expect((await calls.call('GET', `/api/users${q(tag)}`, cast.seller)).statusCode).toBe(403);
  });
});
