// The texts live with the other shared texts; re-exported for this feature's files.
export { PHONE_MODELS_TEXTS } from '@phonebazaar/shared';

/** 1024 GB and up read as TB, as the phones are sold. */
export function formatGb(gb: number): string {
  return gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024} TB` : `${gb} GB`;
}
