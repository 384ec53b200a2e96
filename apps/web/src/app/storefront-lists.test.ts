import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  fetchLists,
  type ListNeed,
  loadLists,
  type PageList,
  storefrontLists,
} from './storefront-lists';

/** A list whose read is held until `answer` or `fail` is called. */
function heldList(need: ListNeed) {
  let answer: () => void = () => {};
  let fail: () => void = () => {};
  const queryFn = () =>
    new Promise<string>((resolve, reject) => {
      answer = () => resolve('data');
      fail = () => reject(new Error(`${need} list failed`));
    });
  const list: PageList = [need, { queryKey: [need], queryFn, retry: false }];
  return { list, answer: () => answer(), fail: () => fail() };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('the storefront pages lists', () => {
  it('When a page is loaded, then the loader waits for its page and beside lists but not the early ones', async () => {
    const page = heldList('page');
    const beside = heldList('beside');
    const early = heldList('early');
    const loading = loadLists(new QueryClient(), [page.list, beside.list, early.list]);
    expect(await settled(loading)).toBe(false);
    page.answer();
    expect(await settled(loading)).toBe(false);
    beside.answer();
    expect(await settled(loading)).toBe(true);
  });

  it('When a page list fails, then the loader fails; when a beside list fails, then it does not', async () => {
    const page = heldList('page');
    const failing = loadLists(new QueryClient(), [page.list]);
    await settled(failing);
    page.fail();
    await expect(failing).rejects.toThrow('page list failed');
    const beside = heldList('beside');
    const showing = loadLists(new QueryClient(), [beside.list]);
    await settled(showing);
    beside.fail();
    await expect(showing).resolves.toBeUndefined();
  });

  it('When a page is prerendered, then every list is read and any failure fails the drawing', async () => {
    const early = heldList('early');
    const drawing = Promise.all(fetchLists(new QueryClient(), [early.list]));
    await settled(drawing);
    early.fail();
    await expect(drawing).rejects.toThrow('early list failed');
  });

  it('When the pages are described, then the category and listing wait for their own list and the home page for none', () => {
    const needs = (lists: PageList[]) => lists.map(([need]) => need);
    expect(needs(storefrontLists.home())).toEqual(['early', 'early', 'early']);
    expect(needs(storefrontLists.allProducts())).toEqual(['early']);
    expect(needs(storefrontLists.category('c1'))).toEqual(['page', 'beside']);
    expect(needs(storefrontLists.listing('l1'))).toEqual(['page']);
  });
});
