import type { DeclineInfo, DeclineReason } from '@phonebazaar/shared';
import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';

/** The decline columns of a booking row, as stored (photos relative: decision 025). */
export interface StoredDecline {
  declineReason: DeclineReason | null;
  declineNote: string | null;
  declinePhotos: string[];
  declinedAt: Date | null;
  declineAnswerDueAt: Date | null;
}

/**
 * A booking's decline as answers show it (booking lists, the Disputes page), or null when the
 * buyer never declined. Photos are named on PUBLIC_URL like every other picture.
 */
export function toDeclineInfo(row: StoredDecline, publicUrl: string): DeclineInfo | null {
  if (!row.declineReason || !row.declinedAt || !row.declineAnswerDueAt) return null;
  return {
    reason: row.declineReason,
    note: row.declineNote,
    photos: row.declinePhotos.map((photo) => absoluteImageUrl(publicUrl, photo)),
    declinedAt: row.declinedAt.toISOString(),
    answerDueAt: row.declineAnswerDueAt.toISOString(),
  };
}
