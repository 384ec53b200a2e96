import { OFFERS_TEXTS, type OfferFloor } from '@phonebazaar/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ErrorState } from '../../../components/ui/error-state';
import { useOfferFloors, useSetOfferFloor } from '../api/offer-floors';

const T = OFFERS_TEXTS;

/** The seller's automatic decline: a floor per listing on sale (offers below it are declined). */
export function OfferFloors() {
  const { data, isPending, isError, error, refetch, isRefetching } = useOfferFloors(true);
  return (
    <section aria-labelledby="offer-floors-heading" className="flex flex-col gap-3">
      <h2 id="offer-floors-heading" className="font-semibold text-xl">
        {T.floorsTitle}
      </h2>
      <p className="max-w-prose text-base-content/80 text-sm">{T.floorsIntro}</p>
      {isPending ? (
        <p role="status" className="flex items-center gap-2 text-base-content/80">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          {T.loading}
        </p>
      ) : isError ? (
        <ErrorState
          compact
          title={T.failed}
          error={error}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : data.length === 0 ? (
        <p className="text-base-content/80 text-sm">{T.floorsEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.map((row) => (
            <li key={row.listingId}>
              <FloorRow row={row} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FloorRow({ row }: { row: OfferFloor }) {
  const save = useSetOfferFloor();
  const [value, setValue] = useState(row.floor === null ? '' : String(row.floor));
  const submit = (floor: number | null) =>
    save.mutate(
      { listingId: row.listingId, floor },
      {
        onSuccess: () => toast.success(T.floorSaved),
        onError: (error) => toast.error(error.message || T.actionFailed),
      },
    );
  const inputId = `floor-${row.listingId}`;
  return (
    <form
      className="flex flex-col gap-2 rounded-box border border-base-300 p-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        submit(value.trim() === '' ? null : Number(value));
      }}
    >
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={inputId} className="font-medium text-sm">
          {T.floorFor(row.productName)}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="decimal"
          step="0.01"
          min={1}
          max={row.price}
          placeholder={T.floorNone}
          className="input w-full"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
          {T.floorSave}
        </button>
        {row.floor !== null && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={save.isPending}
            onClick={() => {
              setValue('');
              submit(null);
            }}
          >
            {T.floorClear}
          </button>
        )}
      </div>
    </form>
  );
}
