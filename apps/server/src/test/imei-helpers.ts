import { checkImei } from '@phonebazaar/shared';

let serial = 100_000;
/** A fresh 15-digit IMEI with a valid check digit (unique within a run). */
export function freshImei(): string {
  serial += 1;
  const body = `35${String(Date.now()).slice(-6)}${serial}`.slice(0, 14);
  for (let d = 0; d <= 9; d += 1) {
    if (checkImei(`${body}${d}`).ok) return `${body}${d}`;
  }
  throw new Error('unreachable: one check digit always fits');
}
