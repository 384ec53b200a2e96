import { centsToDollars, formatUsd, paths, SAVED_SEARCHES_TEXTS } from '@phonebazaar/shared';
import type { Db } from '../../db/client.ts';
import type { UserNotices } from '../notifications/index.ts';
import type { AlertsRepository, ListingEvent, Match } from './alerts-repository.ts';
import { isPriceDrop } from './saved-search-filters.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

const T = SAVED_SEARCHES_TEXTS.mail;
/** At most this many alert mails per person and UTC day; over it, the app's notice only. */
export const ALERT_MAILS_PER_DAY = 50;
/** Events per transaction, and transactions per run (the rest waits for the next tick). */
const BATCH = 200;
const BATCHES_PER_RUN = 25;
const DIGESTS_PER_RUN = 200;
const DIGEST_LINES = 10;

const usd = (cents: number) => formatUsd(centsToDollars(cents));

export interface DrainResult {
  events: number;
  alerts: number;
  priceDrops: number;
}

/**
 * The alerts job (issue #20, decision 037): drains the listing events into alerts, each batch
 * in one transaction (events taken, alerts written, notices and mails queued, mail cap
 * counted), so a failure gives the events back and the (person, listing) key makes the retry
 * safe. Digests go by their own run.
 */
export function createAlertsJob(deps: {
  repository: AlertsRepository;
  userNotices: UserNotices;
  tokens: UnsubscribeTokens;
  publicUrl: string;
}) {
  const { repository: repo, userNotices, tokens, publicUrl } = deps;
  const unsubscribeUrl = (token: string) => `${publicUrl}${paths.unsubscribe(token)}`;

  /** A mail for the person if they have a slot left today; false (in-app only) past the cap. */
  async function mailFor(tx: Db, userId: string, scope: 'search' | 'all', id: string) {
    if (!(await repo.takeMailSlot(tx, userId, ALERT_MAILS_PER_DAY))) return false as const;
    const token =
      scope === 'search'
        ? tokens.sign({ kind: 'search', id })
        : tokens.sign({ kind: 'all', userId });
    return {
      kind: scope === 'search' ? 'saved_search_alert' : 'price_drop',
      unsubscribeUrl: unsubscribeUrl(token),
      unsubscribeText: scope === 'search' ? T.unsubscribeSearch : T.unsubscribeAll,
    };
  }

  /**
   * A batch's matches: the new (person, listing) alerts in one statement; the instant ones
   * told at once, each with a mail while the person has any of today's 50 left.
   */
  async function alertMatches(tx: Db, matches: Match[]): Promise<number> {
    const fresh = await repo.insertAlerts(tx, matches);
    const instant = fresh.filter((m) => m.frequency === 'instant');
    const wanted = new Map<string, number>();
    for (const m of instant) wanted.set(m.userId, (wanted.get(m.userId) ?? 0) + 1);
    const slots = await repo.takeMailSlotsMany(tx, wanted, ALERT_MAILS_PER_DAY);
    await userNotices.sendMany(
      tx,
      instant.map((m) => {
        const left = slots.get(m.userId) ?? 0;
        if (left > 0) slots.set(m.userId, left - 1);
        const token = tokens.sign({ kind: 'search', id: m.savedSearchId });
        return {
          userId: m.userId,
          kind: 'saved_search_alert',
          title: T.instantTitle(m.name),
          body: T.instantBody(m.productName, usd(m.priceCents), m.area),
          link: paths.listing(m.productId),
          mail:
            left > 0
              ? {
                  kind: 'saved_search_alert',
                  unsubscribeUrl: unsubscribeUrl(token),
                  unsubscribeText: T.unsubscribeSearch,
                }
              : false,
        };
      }),
    );
    return fresh.length;
  }

  async function priceDrops(tx: Db, event: ListingEvent): Promise<number> {
    if (event.oldPriceCents === null || event.newPriceCents >= event.oldPriceCents) return 0;
    let told = 0;
    for (const w of await repo.watchers(tx, event.productId)) {
      if (w.alertedToday || !isPriceDrop(w.baselineCents, event.newPriceCents)) continue;
      await repo.recordPriceAlert(tx, w.userId, event.productId, event.newPriceCents);
      await userNotices.send(tx, {
        userId: w.userId,
        kind: 'price_drop',
        title: T.priceDropTitle(w.productName),
        body: T.priceDropBody(w.productName, usd(w.baselineCents), usd(event.newPriceCents)),
        link: paths.listing(event.productId),
        mail: w.mailOptOut ? false : await mailFor(tx, w.userId, 'all', w.userId),
      });
      told++;
    }
    return told;
  }

  return {
    /** Drains waiting listing events (up to BATCH * BATCHES_PER_RUN per run). */
    async drain(): Promise<DrainResult> {
      const total: DrainResult = { events: 0, alerts: 0, priceDrops: 0 };
      for (let i = 0; i < BATCHES_PER_RUN; i++) {
        const done = await repo.transaction(async (tx) => {
          const events = await repo.takeEvents(tx, BATCH);
          let alerts = 0;
          let drops = 0;
          const ids = [...new Set(events.map((e) => e.productId))];
          alerts += await alertMatches(tx, await repo.matches(tx, ids));
          for (const event of events) drops += await priceDrops(tx, event);
          return { events: events.length, alerts, priceDrops: drops };
        });
        total.events += done.events;
        total.alerts += done.alerts;
        total.priceDrops += done.priceDrops;
        if (done.events < BATCH) break;
      }
      return total;
    },

    /** Sends the daily and weekly digests that are due: one notice (and mail) per search. */
    async digests(): Promise<number> {
      return repo.transaction(async (tx) => {
        let sent = 0;
        for (const due of await repo.dueDigests(tx, DIGESTS_PER_RUN)) {
          const items = await repo.takeDigestItems(tx, due.id, 500);
          if (items.length === 0) continue;
          const lines = items
            .slice(0, DIGEST_LINES)
            .map((i) => T.instantBody(i.productName, usd(i.priceCents), i.area));
          const more = items.length - lines.length;
          await userNotices.send(tx, {
            userId: due.userId,
            kind: 'saved_search_digest',
            title: T.digestTitle(due.name, items.length),
            body: [...lines, ...(more > 0 ? [`And ${more} more.`] : [])].join(' '),
            link: `${paths.search()}?${due.query}`,
            mail: await mailFor(tx, due.userId, 'search', due.id),
          });
          sent++;
        }
        return sent;
      });
    },
  };
}

export type AlertsJob = ReturnType<typeof createAlertsJob>;
