/**
 * `npx tsx bench/relevance/make-queries.ts`: writes queries.json, the judged relevance set
 * (issue #42), from the fixed data set (data.ts): each query with what the listings that
 * should appear have in common (`should`) and those that should not (`shouldNot`). Run once
 * when the data set or the families change; the file is committed and reviewed as data.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Brand, CATALOGUE, type Listing, makeListings } from './data.ts';
import { type Judged, matches } from './judge.ts';

const listings = makeListings();
const models = Object.values(CATALOGUE).flatMap((m) => Object.keys(m));
const brandOf = (model: string) =>
  (Object.keys(CATALOGUE) as Brand[]).find((b) => model in CATALOGUE[b])!;
/** The models a person typing `name` means: it and those named by it and more ("iPhone 15 Pro"). */
const named = (name: string) => {
  const n = name.toLowerCase();
  return models.filter((m) => {
    const l = m.toLowerCase();
    return (
      l === n ||
      l.startsWith(`${n} `) ||
      (/\d$/.test(n) && /^[a-z]$/.test(l.slice(n.length)) && l.startsWith(n))
    );
  });
};
const others = (brand: Brand) => ({
  brands: (Object.keys(CATALOGUE) as Brand[]).filter((b) => b !== brand),
});

/** One edit a person makes: a swap of two letters, a letter left out, or one mistyped. */
function typo(text: string, n: number): string {
  const words = text.split(' ');
  const at = words.reduce(
    (best, w, i) =>
      /^[a-z]+$/i.test(w) && w.length > (words[best]?.length ?? 0) && /^[a-z]+$/i.test(w)
        ? i
        : best,
    -1,
  );
  if (at < 0) return text;
  const w = words[at]!.toLowerCase();
  let t: string;
  if (w.length >= 6 && n % 2 === 0) t = w.slice(0, 2) + w[3] + w[2] + w.slice(4);
  else if (w.length >= 5) t = w.slice(0, 3) + w.slice(4);
  else t = `${w.slice(0, -1)}${w.at(-1) === 'e' ? 'w' : 'e'}`;
  words[at] = t;
  return words.join(' ').toLowerCase();
}

/** The space before the last word left out ("pixel7", "redmi note13"). */
const spacing = (name: string) => name.replace(/ (\S+)$/, '$1').toLowerCase();
const AREA_WORDS: Record<string, string[]> = {
  Dhaka: ['dhaka'],
  Chittagong: ['chattogram', 'chittagong', 'ctg'],
  Khulna: ['khulna'],
  Rajshahi: ['rajshahi'],
};
const STORAGE_FORMS = (gb: number) => [`${gb}gb`, `${gb} gb`, `${gb}`];

const queries: Judged[] = [];
const add = (q: Omit<Judged, 'id'>) => {
  if (listings.some((l: Listing) => matches(l, q.should))) {
    queries.push({ id: `q${String(queries.length + 1).padStart(3, '0')}`, ...q });
  }
};

models.forEach((model, n) => {
  const brand = brandOf(model);
  const should = { models: named(model) };
  const shouldNot = others(brand);
  const lower = model.toLowerCase();
  add({ family: 'exact', q: lower, should, shouldNot });
  add({ family: 'typo', q: typo(model, n), should, shouldNot });
  add({ family: 'spacing', q: spacing(model), should, shouldNot });
  const gb = n % 2 === 0 ? 128 : 256;
  add({
    family: 'storage',
    q: `${lower} ${STORAGE_FORMS(gb)[n % 3]}`,
    should: { ...should, storage: gb },
    shouldNot,
  });
  const area = Object.keys(AREA_WORDS)[n % 4]!;
  const word = AREA_WORDS[area]![n % AREA_WORDS[area]!.length]!;
  add({ family: 'place', q: `${lower} ${word}`, should: { ...should, area }, shouldNot });
  const base = CATALOGUE[brand][model as never] as number;
  const phrase =
    n % 3 === 0
      ? `under ${base}`
      : n % 3 === 1
        ? `below $${base}`
        : `${Math.round(base * 0.7)}-${base}`;
  const price =
    n % 3 === 2 ? { priceMin: Math.round(base * 0.7), priceMax: base } : { priceMax: base };
  add({ family: 'price', q: `${lower} ${phrase}`, should: { ...should, ...price }, shouldNot });
  const condition = n % 2 === 0 ? `${lower} mint` : `like new ${lower}`;
  add({
    family: 'condition',
    q: condition,
    should: { ...should, condition: 'Excellent' },
    shouldNot,
  });
});

const BRAND_TYPOS: Record<Brand, string> = {
  Apple: 'aple',
  Samsung: 'samsng',
  Google: 'gogle',
  OnePlus: 'onepuls',
  Motorola: 'motorla',
  Xiaomi: 'xiomi',
};
(Object.keys(CATALOGUE) as Brand[]).forEach((brand, n) => {
  const lower = brand.toLowerCase();
  const should = { brands: [brand] };
  const shouldNot = others(brand);
  add({ family: 'typo', q: BRAND_TYPOS[brand], should, shouldNot });
  const area = Object.keys(AREA_WORDS)[n % 4]!;
  add({
    family: 'place',
    q: `${lower} ${AREA_WORDS[area]![0]}`,
    should: { ...should, area },
    shouldNot,
  });
  add({
    family: 'price',
    q: `${lower} under 400`,
    should: { ...should, priceMax: 400 },
    shouldNot,
  });
  add({ family: 'price', q: `cheap ${lower}`, should, shouldNot, cheapest: true });
});

// The issue's own examples and the other ways people write brands and models.
const iphone15 = { models: ['iPhone 15', 'iPhone 15 Pro'] };
const extra: Omit<Judged, 'id'>[] = [
  { family: 'typo', q: 'iphon 15', should: iphone15, shouldNot: others('Apple') },
  {
    family: 'relaxed',
    q: 'iphone 15 pro max',
    should: { models: ['iPhone 15 Pro'] },
    shouldNot: others('Apple'),
  },
  {
    family: 'relaxed',
    q: 'galaxy s23 ultra plus',
    should: { models: ['Galaxy S23 Ultra'] },
    shouldNot: others('Samsung'),
  },
  {
    family: 'relaxed',
    q: 'redmi note 13 pro',
    should: { models: ['Redmi Note 13'] },
    shouldNot: others('Xiaomi'),
  },
  {
    family: 'relaxed',
    q: 'iphone 13 gold',
    should: { models: ['iPhone 13'] },
    shouldNot: others('Apple'),
  },
  {
    family: 'alias',
    q: 'i phone 13',
    should: { models: ['iPhone 13'] },
    shouldNot: others('Apple'),
  },
  { family: 'alias', q: 'one plus', should: { brands: ['OnePlus'] }, shouldNot: others('OnePlus') },
  {
    family: 'alias',
    q: 'one plus nord 3',
    should: { models: ['OnePlus Nord 3'] },
    shouldNot: others('OnePlus'),
  },
  {
    family: 'alias',
    q: 'moto g84',
    should: { models: ['Moto G84'] },
    shouldNot: others('Motorola'),
  },
  { family: 'alias', q: 'moto', should: { brands: ['Motorola'] }, shouldNot: others('Motorola') },
  { family: 'alias', q: 'mi 13t', should: { models: ['Xiaomi 13T'] }, shouldNot: others('Xiaomi') },
  {
    family: 'alias',
    q: 'red mi note 13',
    should: { models: ['Redmi Note 13'] },
    shouldNot: others('Xiaomi'),
  },
  {
    family: 'place',
    q: 'motorola dhaka',
    should: { brands: ['Motorola'], area: 'Dhaka' },
    shouldNot: others('Motorola'),
  },
  {
    family: 'price',
    q: 'pixel under 400',
    should: { brands: ['Google'], priceMax: 400 },
    shouldNot: others('Google'),
  },
  {
    family: 'storage',
    q: 'samsung 128 gb dhaka',
    should: { brands: ['Samsung'], storage: 128, area: 'Dhaka' },
    shouldNot: others('Samsung'),
  },
];
for (const q of extra) add(q);

await writeFile(
  path.join(import.meta.dirname, 'queries.json'),
  `${JSON.stringify({ dataSeed: 42, queries }, null, 1)}\n`,
);
console.log(`${queries.length} queries`);
