import {
  parseSavedQuery,
  SAVED_SEARCHES_LIMIT,
  type SavedSearch,
  type SavedSearchBody,
  type SavedSearchesReply,
  type SavedSearchPatch,
  savedQueryString,
  type UnsubscribeReply,
} from '@phonebazaar/shared';
import { BadRequestError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { badUnsubscribeToken, savedSearchesLimit, savedSearchNotFound } from './alerts-errors.ts';
import { filtersOf, probeKeysOf } from './saved-search-filters.ts';
import type { SavedSearchesRepository, SavedSearchRow } from './saved-searches-repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

const toDto = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  frequency: row.frequency,
  query: row.query,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A person's saved searches (issue #20): every call keyed by the caller's id; someone else's
 * search is 404 as a missing one. At most SAVED_SEARCHES_LIMIT, counted under the person's lock.
 */
export function createSavedSearchesService(deps: {
  repository: SavedSearchesRepository;
  tokens: UnsubscribeTokens;
}) {
  const { repository: repo, tokens } = deps;
  return {
    async list(userId: string): Promise<SavedSearchesReply> {
      const rows = await repo.list(userId);
      return { items: rows.map(toDto), limit: SAVED_SEARCHES_LIMIT };
    },

    async create(userId: string, body: SavedSearchBody): Promise<SavedSearch> {
      const parsed = parseSavedQuery(body.query);
      // The body's schema checked it already; this is the same parse, for its typed value.
      if (!parsed.success) throw new BadRequestError('The search is not valid.');
      const filters = filtersOf(parsed.data);
      return repo.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        if ((await repo.count(tx, userId)) >= SAVED_SEARCHES_LIMIT) throw savedSearchesLimit();
        const row = await repo.insert(
          tx,
          {
            userId,
            name: body.name,
            frequency: body.frequency,
            query: savedQueryString(parsed.data),
          },
          filters,
          probeKeysOf(filters),
        );
        return toDto(row);
      });
    },

    async update(userId: string, id: string, patch: SavedSearchPatch): Promise<SavedSearch> {
      if (!isUuid(id)) throw savedSearchNotFound();
      return repo.transaction(async (tx) => {
        const row = await repo.update(tx, userId, id, patch);
        if (!row) throw savedSearchNotFound();
        if (row.frequency !== 'daily' && row.frequency !== 'weekly') {
          await repo.dropPendingDigest(tx, id);
        }
        return toDto(row);
      });
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.remove(userId, id))) throw savedSearchNotFound();
    },

    /** A mail's one-click link: no sign-in, the signature is the proof. */
    async unsubscribe(token: string): Promise<UnsubscribeReply> {
      const scope = tokens.verify(token);
      if (!scope) throw badUnsubscribeToken();
      return repo.transaction(async (tx) => {
        if (scope.kind === 'search') {
          const name = await repo.turnOff(tx, scope.id);
          // A deleted search sends nothing any more: the link did its job.
          return { scope: 'search' as const, name: name ?? null };
        }
        if (!(await repo.turnAllOff(tx, scope.userId))) throw badUnsubscribeToken();
        return { scope: 'all' as const, name: null };
      });
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
