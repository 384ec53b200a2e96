import {
  paths,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
  savedSearchSummary,
  SAVED_SEARCHES_TEXTS as T,
} from '@phonebazaar/shared';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { FrequencySelect } from './frequency-select';

const failed = (err: unknown) =>
  toast.error(err instanceof ApiRequestError ? err.message : T.loadError);

function RenameDialog({ item, onClose }: { item: SavedSearch; onClose: () => void }) {
  const update = useUpdateSavedSearch();
  const [name, setName] = useState(item.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: item.id, patch: { name } },
      {
        onSuccess: () => {
          toast.success(T.updated);
          onClose();
        },
        onError: failed,
      },
    );
  };
  return (
    <ModalDialog title={T.renameTitle} onClose={onClose} busy={update.isPending}>
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <label className="flex flex-col gap-1" htmlFor={`rename-${item.id}`}>
          <span className="font-medium text-sm">{T.nameLabel}</span>
          <input
            id={`rename-${item.id}`}
            data-autofocus
            className="input input-bordered w-full"
            value={name}
            required
            maxLength={SAVED_SEARCH_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {T.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={update.isPending}>
            {T.rename}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** One saved search: open it, change its alerts, rename or delete it. */
export function SavedSearchItem({ item }: { item: SavedSearch }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const href = paths.search(item.query);

  const onDelete = () => {
    if (!window.confirm(T.removeConfirm(item.name))) return;
    remove.mutate(item.id, { onSuccess: () => toast.success(T.removed), onError: failed });
  };

  return (
    <li className="flex flex-col gap-3 rounded-box border border-base-300 p-4 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold">{item.name}</p>
        <p className="break-words text-base-content/70 text-sm">{savedSearchSummary(item.query)}</p>
      </div>
      <div className="w-full md:w-48">
        <FrequencySelect
          id={`frequency-${item.id}`}
          label={T.frequencyOf(item.name)}
          value={item.frequency}
          disabled={update.isPending}
          onChange={(frequency) =>
            update.mutate(
              { id: item.id, patch: { frequency } },
              { onSuccess: () => toast.success(T.updated), onError: failed },
            )
          }
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={href} className="btn btn-primary btn-sm" aria-label={`${T.open} ${item.name}`}>
          {T.open}
        </Link>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-label={`${T.rename} ${item.name}`}
          onClick={() => setRenaming(true)}
        >
          {T.rename}
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-label={`${T.remove} ${item.name}`}
          disabled={remove.isPending}
          onClick={onDelete}
        >
          {T.remove}
        </button>
      </div>
      {renaming && <RenameDialog item={item} onClose={() => setRenaming(false)} />}
    </li>
  );
}
