import {
  parseSearchParams,
  paths,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchFrequency,
  SAVED_SEARCHES_TEXTS as T,
  toSearchString,
} from '@phonebazaar/shared';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ApiRequestError } from '../../../lib/api-client';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { FrequencySelect } from './frequency-select';

/** The search of an address, as saved: its filters in canonical form (no page, no `save`). */
export function savedQueryOf(search: string): string {
  return toSearchString(parseSearchParams(new URLSearchParams(search)));
}

/**
 * The Save dialog: a name (the search text by default) and a frequency. The limit of 20 is
 * the server's to tell; its message shows in the dialog with a link to the saved searches.
 */
export default function SaveSearchDialog({
  search,
  onClose,
}: {
  search: string;
  onClose: () => void;
}) {
  const create = useCreateSavedSearch();
  const query = savedQueryOf(search);
  const [name, setName] = useState(() => parseSearchParams(new URLSearchParams(search)).q ?? '');
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instant');
  const [error, setError] = useState<{ message: string; limit: boolean } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await create.mutateAsync({ name, frequency, query });
      toast.success(T.saved);
      onClose();
    } catch (err) {
      const known = err instanceof ApiRequestError && err.status >= 400 && err.status < 500;
      setError({
        message: known ? err.message : T.loadError,
        limit: known && err.status === 409,
      });
    }
  };

  return (
    <ModalDialog title={T.saveTitle} onClose={onClose} busy={create.isPending}>
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <label className="flex flex-col gap-1" htmlFor="saved-search-name">
          <span className="font-medium text-sm">{T.nameLabel}</span>
          <input
            id="saved-search-name"
            data-autofocus
            className="input input-bordered w-full"
            value={name}
            required
            maxLength={SAVED_SEARCH_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <FrequencySelect
          id="saved-search-frequency"
          label={T.frequencyLabel}
          value={frequency}
          onChange={setFrequency}
        />
        {error && (
          <div role="alert" className="alert alert-error text-sm">
            <span>{error.message}</span>
            {error.limit && (
              <Link to={paths.dashboard.savedSearches} className="link">
                {T.title}
              </Link>
            )}
          </div>
        )}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={onClose}
            disabled={create.isPending}
          >
            {T.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? T.saving : T.submit}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
