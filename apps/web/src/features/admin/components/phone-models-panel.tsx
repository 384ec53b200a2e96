import { type PhoneModel, TEXTS } from '@phonebazaar/shared';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useBrands } from '../api/get-brands';
import { PhoneModelDialog } from './phone-model-dialog';
import { PhoneModelsTable } from './phone-models-table';
import { PHONE_MODELS_TEXTS as T } from './phone-models-texts';

type Dialog = { kind: 'add' } | { kind: 'edit'; model: PhoneModel } | undefined;

/** The Phone Models page: pick a brand, see its models, add one or edit one in a dialog. */
export function PhoneModelsPanel() {
  const brands = useBrands();
  const [picked, setPicked] = useState('');
  const [dialog, setDialog] = useState<Dialog>();
  const selectId = useId();

  if (brands.isPending) {
    return (
      <span className="loading loading-spinner text-primary" role="status" aria-label={T.brand} />
    );
  }
  if (brands.isError) {
    return (
      <ErrorState
        title={TEXTS.lists.loadFailed('the brands')}
        error={brands.error}
        onRetry={() => void brands.refetch()}
      />
    );
  }
  const list = brands.data;
  if (list.length === 0) return <EmptyState title={T.empty}>{T.noBrands}</EmptyState>;
  const brand = list.find((b) => b._id === picked) ?? list[0]!;

  return (
    <>
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="font-medium text-sm">
            {T.brand}
          </label>
          <select
            id={selectId}
            className="select w-56"
            value={brand._id}
            onChange={(e) => setPicked(e.target.value)}
          >
            {list.map((b) => (
              <option key={b._id} value={b._id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setDialog({ kind: 'add' })}
        >
          {T.add}
        </button>
      </div>
      <PhoneModelsTable
        brandName={brand.name}
        categoryId={brand._id}
        onEdit={(model) => setDialog({ kind: 'edit', model })}
      />
      {dialog && (
        <PhoneModelDialog
          brands={list}
          categoryId={brand._id}
          {...(dialog.kind === 'edit' ? { model: dialog.model } : {})}
          onClose={() => setDialog(undefined)}
        />
      )}
    </>
  );
}
