import { DEFECTS, DEFECTS_ALLOWED_BY_CONDITION, VARIANTS } from '@phonebazaar/shared';
import { AREA_SHARES, BRANDS, CONDITION_SHARES } from './catalog.ts';
import { type BenchModel, MODEL_SLOTS, modelSlots } from './models.ts';
import { person } from './people.ts';
import { intArray, lit, numArray, oneOf, pick, rand, textArray, uniform } from './sql.ts';
import * as T from './texts.ts';

/**
 * The listings of the data set in one INSERT ... SELECT over generate_series: the catalogue
 * model (by market share), then storage, RAM and colour among that model's own, variant,
 * battery health, defects the grade allows, accessories, photos, an IMEI on file for some,
 * and a title and description that say the same things. Each value is a hash of the row
 * number (bench_rand), so a size always gives the same rows, on both databases.
 */

export const LISTING_SHARES = {
  /** Variants official / unofficial / refurbished, in the order of VARIANTS. */
  variants: [0.72, 0.22, 0.06],
  /** Listings that state battery health: iPhones show it in Settings, others less often. */
  batteryApple: 0.85,
  batteryOther: 0.6,
  imeiOnFile: 0.4,
  bangla: 0.1,
  /** Accessories in the order of ACCESSORIES (box, charger, cable, case, receipt). */
  accessories: [0.45, 0.35, 0.55, 0.25, 0.15],
  /** Good-grade listings with one minor defect; Fair ones with at least one defect. */
  goodDefect: 0.25,
  fairDefect: 0.75,
  fairSecondDefect: 0.3,
} as const;

/** The catalogue models and the weighted slot lookup, as small tables the INSERT joins. */
export function modelTablesSql(models: readonly BenchModel[]): string[] {
  const values = models.map(
    (m) =>
      `(${m.k}, ${m.brand}, ${lit(m.id)}::uuid, ${lit(m.name)}, ${m.year}, ${m.priceCents}, ${intArray(m.storageGb)}, ${intArray(m.ramGb)}, ${textArray(m.colours)})`,
  );
  return [
    `create table bench_models (k int primary key, brand int not null, model_id uuid not null,
      name text not null, year int not null, price_cents int not null, storages int[] not null,
      rams int[] not null, colours text[] not null)`,
    `insert into bench_models values ${values.join(',\n')}`,
    'create table bench_model_slots (slot int primary key, k int not null)',
    `insert into bench_model_slots select s, (${intArray(modelSlots(models))})[s]
      from generate_series(1, ${MODEL_SLOTS}) s`,
    'analyze bench_models, bench_model_slots',
  ];
}

export const DROP_MODEL_TABLES = 'drop table bench_models, bench_model_slots';

/** A sentence from a list, with the battery health put in where it has a `%s`. */
const withBattery = (xs: readonly string[], r: string) => `format(${oneOf(xs, r)}, d.battery)`;

/** The extra last sentence (rare words): one per tier slot, by a single random number. */
function extraSentence(r: string): string {
  const arms: string[] = [];
  let start = 0;
  for (const tier of T.EXTRAS) {
    for (const s of tier.sentences) {
      arms.push(
        `when ${r} >= ${start.toFixed(7)} and ${r} < ${(start + tier.share).toFixed(7)} then ${lit(s.text)}`,
      );
      start += tier.share;
    }
  }
  return `(case ${arms.join(' ')} end)`;
}

export interface ListingsSqlOptions {
  listings: number;
  sellers: number;
  anchor: string;
  postDays: number;
  shares: { sold: number; booked: number; deleted: number; advertised: number };
  brandCategories: readonly string[];
  /** Migration 0013_search's columns, set here because the load runs without triggers. */
  searchColumns: boolean;
}

export function listingsSql(o: ListingsSqlOptions): string {
  const S = LISTING_SHARES;
  const seller = person('seller', 's.i');
  const { sold, booked, deleted, advertised } = o.shares;
  const state = `case when x.rs < ${sold} then 'sold' when x.rs < ${sold + booked} then 'booked'
    when x.rs < ${sold + booked + deleted} then 'deleted' else 'available' end`;
  const good = DEFECTS_ALLOWED_BY_CONDITION.Good;
  const storageLabel = `case when d.storage >= 1024 then (d.storage / 1024) || 'TB' else d.storage || 'GB' end`;
  const colour = `coalesce(' ' || d.colour, '')`;
  const plain = `m.name || ' ' || d.st || ${colour}`;
  const title = `case ${pick(rand('g', 80), [0.35, 0.15, 0.15, 0.1, 0.1, 0.1, 0.05])}
      when 2 then case when ac.box and d.battery is not null
        then ${plain} || ' - boxed, ' || d.battery || '% battery' else ${plain} end
      when 3 then case when d.battery is not null
        then m.name || ' ' || d.st || ' - ' || d.battery || '% battery' else ${plain} end
      when 4 then case when m.brand <> 1 then m.name || ' ' || d.ram || '/' || d.st || ${colour} else ${plain} end
      when 5 then ${plain} || ' (' || ${textArray(T.VARIANT_TITLE)}[d.vi] || ')'
      when 6 then ${textArray(T.GRADE_WORD)}[x.cond] || ' ' || m.name || ' ' || d.st
      when 7 then ${plain} || ' urgent sale'
      else ${plain} end`;
  const defectEn = textArray(DEFECTS.map((k) => T.DEFECT_EN[k]));
  const english = `concat_ws(' ', ${oneOf(T.ORIGIN_EN, rand('g', 40))},
      case when d.battery is not null then ${withBattery(T.BATTERY_EN, rand('g', 41))} end,
      case when cardinality(df.defects) = 0 then ${oneOf(T.CLEAN_EN, rand('g', 42))}
        else ${defectEn}[array_position(${textArray(DEFECTS)}, df.defects[1])] end,
      case when cardinality(ac.words) = 0 then 'Phone only, no box or accessories.'
        else 'Comes with ' || regexp_replace(array_to_string(ac.words, ', '), ', ([^,]*)$', ' and \\1') || '.' end,
      ${oneOf(T.CLOSING_EN, rand('g', 43))}, ${extraSentence(rand('g', 44))})`;
  const bangla = `concat_ws(' ', ${oneOf(T.ORIGIN_BN, rand('g', 40))},
      case when d.battery is not null then ${withBattery(T.BATTERY_BN, rand('g', 41))} end,
      case when cardinality(df.defects) = 0 then ${oneOf(T.CLEAN_BN, rand('g', 42))}
        else ${oneOf(T.DEFECT_BN, rand('g', 42))} end,
      ${textArray(T.ACCESSORIES_BN)}[case when ac.box then 1 when cardinality(ac.words) > 0 then 2 else 3 end],
      ${oneOf(T.CLOSING_BN, rand('g', 43))}, ${extraSentence(rand('g', 44))})`;
  const slug = `${textArray(BRANDS.map((b) => b.slug))}[m.brand]`;
  const picture = (j: number) =>
    `'/images/bench-' || ${slug} || '-' || (1 + (g + ${j}) % 12) || '.webp'`;
  const acc = ['box', 'charger', 'cable', 'case', 'receipt'] as const;
  const searchCols = o.searchColumns ? ', search_terms, seller_verified' : '';
  // What 0013_search's trigger (products_search_fields) would have set.
  const searchVals = o.searchColumns
    ? `, public.search_terms_for(m.model_id, (${textArray(o.brandCategories)}::uuid[])[m.brand],
        d.storage, d.ram, d.colour, ${textArray(VARIANTS)}[d.vi]),
      ${seller.verified}`
    : '';
  return `insert into products (id, product_name, market_price_cents, selling_price_cents, area,
      description, purchase_year, product_condition, category_id, product_img, seller_id,
      seller_name, seller_email, seller_img, seller_phone, post_time, product_status,
      advertisement, advertised_at, sold, booking, deleted_at, model_id, storage_gb, ram_gb,
      colour, variant, battery_health, defects, accessories, photos, imei_hash, imei_last4${searchCols})
    select
      bench_uuid('product:' || g),
      ${title},
      pr.market,
      greatest(100, (round(pr.market * pr.factor * (c.low + (c.high - c.low) * ${rand('g', 8)}) / 500) * 500)::int),
      ${textArray(AREA_SHARES.map((a) => a[0]))}[x.area],
      case when ${rand('g', 91)} < ${S.bangla} then ${bangla} else ${english} end,
      least(t.post_time::date, greatest(make_date(m.year, 3, 1),
        (t.post_time - interval '1 day' * (20 + 900 * ${rand('g', 10)}))::date)),
      c.name,
      (${textArray(o.brandCategories)}::uuid[])[m.brand],
      ${picture(0)},
      ${seller.id}, ${seller.name}, ${seller.email}, ${seller.photo}, ${seller.phone},
      t.post_time,
      'Available',
      x.advertised,
      case when x.advertised then t.post_time + (${o.anchor} - t.post_time) * ${rand('g', 12)} end,
      t.state = 'sold',
      t.state = 'booked',
      case when t.state = 'deleted' then t.post_time + (${o.anchor} - t.post_time) * ${rand('g', 13)} end,
      m.model_id, d.storage, d.ram, d.colour, ${textArray(VARIANTS)}[d.vi], d.battery,
      df.defects, ac.list,
      (array[${picture(0)}, ${picture(1)}, ${picture(2)}, ${picture(3)}])[1:1 + case
        when ${rand('g', 75)} < 0.55 then 0 else ${uniform(rand('g', 76), 3)} end],
      case when x.imei then md5('imei:' || g) end,
      case when x.imei then lpad(floor(${rand('g', 78)} * 10000)::int::text, 4, '0') end
      ${searchVals}
    from generate_series(1, ${o.listings}) g
    cross join lateral (select
        ${uniform(rand('g', 1), MODEL_SLOTS)} as slot,
        ${pick(
          rand('g', 4),
          CONDITION_SHARES.map((c) => c[1]),
        )} as cond,
        ${pick(
          rand('g', 7),
          AREA_SHARES.map((a) => a[1]),
        )} as area,
        ${rand('g', 11)} as rs,
        ${rand('g', 14)} < ${advertised} as advertised,
        ${rand('g', 77)} < ${S.imeiOnFile} as imei
      ) x
    join bench_model_slots sl on sl.slot = x.slot
    join bench_models m on m.k = sl.k
    -- Sellers follow a long tail: a few dealers list hundreds, most list a handful.
    cross join lateral (select 1 + floor(${o.sellers} * power(${rand('g', 5)}, 1.6))::int as i) s
    cross join lateral (select
        ${textArray(CONDITION_SHARES.map((c) => c[0]))}[x.cond] as name,
        ${numArray(CONDITION_SHARES.map((c) => c[2]))}[x.cond] as low,
        ${numArray(CONDITION_SHARES.map((c) => c[3]))}[x.cond] as high,
        -- How far battery health falls below 100 at most, by grade (Fair, Good, Excellent).
        ${numArray([45, 36, 20])}[x.cond] as wear
      ) c
    cross join lateral (select
        -- More listings lately than two years ago: a growing marketplace.
        ${o.anchor} - interval '1 day' * ${o.postDays} * power(${rand('g', 9)}, 1.25) as post_time,
        ${state} as state
      ) t
    cross join lateral (select
        -- The smaller storages sell more.
        m.storages[1 + floor(power(${rand('g', 3)}, 1.5) * cardinality(m.storages))::int] as storage,
        m.rams[1 + floor(${rand('g', 61)} * cardinality(m.rams))::int] as ram,
        m.colours[1 + floor(${rand('g', 6)} * cardinality(m.colours))::int] as colour,
        ${pick(rand('g', 62), S.variants)} as vi,
        case when ${rand('g', 63)} < case when m.brand = 1 then ${S.batteryApple} else ${S.batteryOther} end
          then greatest(50, 100 - floor(c.wear * power(${rand('g', 64)}, 1.8))::int) end as battery
      ) d0
    cross join lateral (select d0.*, ${storageLabel.replaceAll('d.storage', 'd0.storage')} as st) d
    cross join lateral (select case x.cond
        when 3 then '{}'::text[]
        when 2 then case
          when d.battery < 72 then array['battery-service']
          when ${rand('g', 65)} < ${S.goodDefect} then array[${oneOf(good, rand('g', 66))}]
          else '{}'::text[] end
        else case when ${rand('g', 65)} >= ${S.fairDefect} then '{}'::text[]
          when ${rand('g', 67)} < ${S.fairSecondDefect} then array[
            ${textArray(DEFECTS)}[${uniform(rand('g', 66), DEFECTS.length)}],
            ${textArray(DEFECTS)}[1 + (${uniform(rand('g', 66), DEFECTS.length)} + floor(${rand('g', 68)} * ${DEFECTS.length - 1})::int) % ${DEFECTS.length}]]
          else array[${textArray(DEFECTS)}[${uniform(rand('g', 66), DEFECTS.length)}]] end
      end as defects) df
    cross join lateral (select ${acc.map((a, i) => `${rand('g', 70 + i)} < ${S.accessories[i]} as ${a}`).join(', ')}) a0
    cross join lateral (select a0.box,
        array_remove(array[${acc.map((a) => `case when a0.${a} then ${lit(a)} end`).join(', ')}], null) as list,
        array_remove(array[${acc.map((a) => `case when a0.${a} then ${lit(T.ACCESSORY_EN[a])} end`).join(', ')}], null) as words
      ) ac
    cross join lateral (select
        (round(m.price_cents * (1 + 0.12 * log(2, d.storage::numeric / m.storages[1]))
          / 100) * 100)::int as market,
        -- Older phones sell for less of their launch price.
        greatest(0.5, 1 - 0.07 * greatest(0, extract(year from ${o.anchor})::int - 1 - m.year)) as factor
      ) pr`;
}
