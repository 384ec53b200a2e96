import {
  type BlockedImei,
  checkImei,
  IMEI_BLOCKLIST_TEXTS,
  type ImeiBlockBody,
  type PageQuery,
} from '@phonebazaar/shared';
import type { AuthUser } from '../../lib/access.ts';
import { paginate } from '../../lib/cursor.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ImeiCrypto } from '../../lib/imei-crypto.ts';
import { toPage } from '../../lib/pagination.ts';
import { canApply, listingState } from '../listings/index.ts';
import type { BlockRow, ImeiRepository } from './imei-repository.ts';

const toBlockedImei = (row: BlockRow): BlockedImei => ({
  _id: row.id,
  imeiLast4: row.imeiLast4,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});

const acknowledged = true as const;

/** Blocked IMEIs (issue #16): list, block (taking the phone's live listings down), unblock. */
export function createImeiService(repository: ImeiRepository, crypto: ImeiCrypto) {
  return {
    async list(query: PageQuery) {
      const page = toPage(query);
      const { items, nextCursor } = paginate(await repository.list(page), page.limit, (row) => ({
        at: row.createdAt,
        id: row.id,
      }));
      return { items: items.map(toBlockedImei), nextCursor };
    },

    async block(admin: AuthUser, body: { imei: string; note: string }) {
      const checked = checkImei(body.imei);
      if (!checked.ok) {
        throw new BadRequestError(checked.message, { imei: [checked.message] }, checked.code);
      }
      const blocked = await repository.block(
        {
          imeiHash: crypto.hash(checked.imei),
          imeiLast4: checked.imei.slice(-4),
          note: body.note,
          createdBy: admin.id,
        },
        // The admin's delete of the listing's state table: allowed in every live state.
        (listing) => canApply(listingState(listing), 'delete'),
      );
      if (!blocked) {
        throw new ConflictError(IMEI_BLOCKLIST_TEXTS.alreadyBlocked, 'IMEI_ALREADY_BLOCKED');
      }
      return { acknowledged, insertedId: blocked.id, withdrawnCount: blocked.withdrawn };
    },

    async unblock(id: string, actorId: string) {
      if (!isUuid(id) || !(await repository.remove(id, actorId))) {
        throw new NotFoundError('Blocked IMEI', 'BLOCKED_IMEI_NOT_FOUND');
      }
      return { acknowledged, deletedCount: 1 };
    },
  };
}

export type ImeiService = ReturnType<typeof createImeiService>;
export type { ImeiBlockBody };
