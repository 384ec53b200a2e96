import { MODEL_SEED } from '../../apps/server/src/seed/models/index.ts';
import { seedModelId } from '../../apps/server/src/seed/phone-models.ts';
import { BRANDS } from './catalog.ts';

/**
 * The phone models listings are made of: the project's own catalogue seed (the very rows
 * `seedCategories` inserts, same ids), each with a launch price and a share of the used
 * market. The seed holds facts only, so price and popularity are estimated here from the
 * model's line and year: good enough for realistic price ranges and skewed facets.
 */
export interface BenchModel {
  /** 1-based, the row number in the generator's model table. */
  k: number;
  /** 1-based index into BRANDS. */
  brand: number;
  id: string;
  name: string;
  year: number;
  /** Launch price in cents for the smallest storage. */
  priceCents: number;
  storageGb: readonly number[];
  ramGb: readonly number[];
  colours: readonly string[];
  /** Relative share of listings within the whole market (brand share included). */
  weight: number;
}

type PriceRule = [pattern: RegExp, dollars: number];

/** First match wins; the last rule of each brand is its default. */
const PRICE_RULES: Record<string, PriceRule[]> = {
  Apple: [
    [/Pro Max|XS Max/, 1099],
    [/Pro|XS$/, 999],
    [/Plus/, 899],
    [/XR/, 749],
    [/mini/, 699],
    [/16e/, 599],
    [/SE/, 429],
    [/./, 799],
  ],
  Samsung: [
    [/Fold/, 1799],
    [/Note.*Ultra/, 1299],
    [/Ultra/, 1199],
    [/Flip|\+/, 999],
    [/FE/, 599],
    [/A5\d/, 449],
    [/A3\d/, 379],
    [/A2\d|M\d/, 299],
    [/A1\d/, 199],
    [/./, 799],
  ],
  Google: [
    [/Fold/, 1799],
    [/Pro XL|4 XL/, 1099],
    [/Pro/, 999],
    [/\da\b|a 5G/, 449],
    [/./, 699],
  ],
  Xiaomi: [
    [/Ultra/, 1199],
    [/T Pro/, 799],
    [/\dT\b/, 649],
    [/Redmi Note.*Pro/, 349],
    [/Redmi Note/, 229],
    [/Redmi/, 149],
    [/POCO F.*Pro/, 549],
    [/POCO F/, 429],
    [/POCO/, 299],
    [/Lite/, 399],
    [/Pro/, 999],
    [/./, 799],
  ],
  OnePlus: [
    [/Open/, 1699],
    [/Nord CE.*Lite|Nord N/, 279],
    [/Nord CE/, 329],
    [/Nord/, 429],
    [/\dR\b/, 599],
    [/\dT\b/, 649],
    [/Pro/, 899],
    [/./, 749],
  ],
  Motorola: [
    [/razr.*Ultra/, 999],
    [/razr/, 699],
    [/Edge.*Ultra/, 899],
    [/Edge.*Pro/, 799],
    [/Edge/, 549],
    [/Stylus/, 399],
    [/G8\d/, 299],
    [/Power|G7\d/, 279],
    [/G6\d/, 249],
    [/G5\d|G3\d/, 199],
    [/Play/, 169],
    [/E1\d/, 119],
    [/./, 249],
  ],
};

/** Used listings by release year: the newest are few, two- to four-year-old phones many. */
const YEAR_WEIGHT: Record<number, number> = {
  2025: 0.5,
  2024: 1,
  2023: 1.3,
  2022: 1.25,
  2021: 1.05,
  2020: 0.75,
  2019: 0.5,
  2018: 0.3,
};

/** The lines buyers in Bangladesh ask for most get more listings. */
const POPULAR = /^iPhone 1[1-5]( Pro)?$|^Galaxy A|^Redmi Note|^Galaxy S2[1-4]$|^Pixel [678]$/;

function launchPrice(brand: string, name: string): number {
  const rules = PRICE_RULES[brand];
  if (!rules) throw new Error(`no price rules for ${brand}`);
  const rule = rules.find(([pattern]) => pattern.test(name));
  return rule![1];
}

/** Every seeded model with its estimated price and share; brand shares as in BRANDS. */
export function benchModels(): BenchModel[] {
  const models: BenchModel[] = [];
  BRANDS.forEach((b, i) => {
    const seed = MODEL_SEED[b.brand];
    const raw = seed.map((m) => (YEAR_WEIGHT[m.year] ?? 0.3) * (POPULAR.test(m.name) ? 1.6 : 1));
    const sum = raw.reduce((s, w) => s + w, 0);
    seed.forEach((m, j) => {
      models.push({
        k: models.length + 1,
        brand: i + 1,
        id: seedModelId(b.brand, m.name),
        name: m.name,
        year: m.year,
        priceCents: launchPrice(b.brand, m.name) * 100,
        storageGb: m.storageGb,
        ramGb: m.ramGb,
        colours: m.colours,
        weight: (b.share * raw[j]!) / sum,
      });
    });
  });
  return models;
}

/** How many slots the model lookup has: a model gets slots by its weight. */
export const MODEL_SLOTS = 10_000;

/** Slot -> model k, laid out by cumulative weight (every model gets at least one slot). */
export function modelSlots(models: readonly BenchModel[]): number[] {
  const total = models.reduce((s, m) => s + m.weight, 0);
  const slots: number[] = [];
  let cumulative = 0;
  for (const m of models) {
    cumulative += m.weight / total;
    const end = Math.max(slots.length + 1, Math.round(cumulative * MODEL_SLOTS));
    while (slots.length < Math.min(end, MODEL_SLOTS)) slots.push(m.k);
  }
  while (slots.length < MODEL_SLOTS) slots.push(models.at(-1)!.k);
  return slots;
}
