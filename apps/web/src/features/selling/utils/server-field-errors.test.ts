import { PHONE_TEXTS } from '@phonebazaar/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { applyServerErrors } from './server-field-errors';

const ADD = ['productCondition', 'productImg', 'photos', 'imei', 'defects', 'storageGb'];
const EDIT = ['photos', 'imei', 'defects', 'storageGb'];

function place(error: unknown, fields: string[]) {
  const setError = vi.fn();
  const unplaced = applyServerErrors(error, fields, setError);
  return { unplaced, placed: setError.mock.calls.map(([name, { message }]) => [name, message]) };
}

describe('applyServerErrors with the issue #16 codes', () => {
  it('When a conflict or a cover refusal comes back, then it goes under the first such field the form has', () => {
    const conflict = new ApiRequestError(
      400,
      'CONDITION_CONFLICTS_DEFECTS',
      'Conflicts: Screen crack',
    );
    expect(place(conflict, ADD).placed).toEqual([['productCondition', 'Conflicts: Screen crack']]);
    expect(place(conflict, EDIT).placed).toEqual([['defects', 'Conflicts: Screen crack']]);
    const cover = new ApiRequestError(400, 'COVER_NOT_FIRST_PHOTO', 'Cover first');
    expect(place(cover, ADD).placed).toEqual([['productImg', 'Cover first']]);
    expect(place(cover, EDIT).placed).toEqual([['photos', 'Cover first']]);
  });

  it('When the server sends no message, then the shared text is used', () => {
    const blocked = new ApiRequestError(403, 'IMEI_BLOCKED', '');
    expect(place(blocked, ADD)).toEqual({
      unplaced: null,
      placed: [['imei', PHONE_TEXTS.errors.IMEI_BLOCKED]],
    });
  });

  it('When fieldErrors name photos, then Add Product shows them under Product image and the edit dialog under its photos', () => {
    const error = new ApiRequestError(400, 'VALIDATION', 'Invalid', {
      photos: ['A photo is listed twice'],
      defects: ['Unknown defect'],
    });
    expect(
      place(
        error,
        ADD.filter((f) => f !== 'photos'),
      ).placed,
    ).toEqual([
      ['productImg', 'A photo is listed twice'],
      ['defects', 'Unknown defect'],
    ]);
    expect(place(error, EDIT).placed).toEqual([
      ['photos', 'A photo is listed twice'],
      ['defects', 'Unknown defect'],
    ]);
  });

  it('When the code is not one of them, then nothing is placed by code', () => {
    const other = new ApiRequestError(409, 'LISTING_SOLD', 'Already sold');
    expect(place(other, ADD)).toEqual({ unplaced: 'Already sold', placed: [] });
  });
});
