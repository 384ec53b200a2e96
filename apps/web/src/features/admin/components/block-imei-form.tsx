import { checkImei, IMEI_NOTE_MAX, IMEI_BLOCKLIST_TEXTS as T } from '@phonebazaar/shared';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiRequestError } from '../../../lib/api-client';
import { describeError } from '../../../lib/errors';
import { useBlockImei } from '../api/imei-blocklist';

/**
 * Adds an IMEI to the blocklist. The IMEI is checked with the shared checkImei before it is
 * sent, so its message is the one the server would answer; the server's refusals (already
 * blocked, anything else) show under the field too.
 */
export function BlockImeiForm() {
  const block = useBlockImei();
  const [imei, setImei] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const imeiId = useId();
  const noteId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkImei(imei);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    try {
      const reply = await block.mutateAsync({ imei: checked.imei, note: note.trim() });
      toast.success(T.blocked(reply.withdrawnCount));
      setImei('');
      setNote('');
    } catch (caught) {
      setError(
        caught instanceof ApiRequestError
          ? (caught.fieldErrors?.imei?.[0] ?? caught.message)
          : describeError(caught),
      );
    }
  };

  return (
    <form className="mb-6 flex flex-wrap items-start gap-4" noValidate onSubmit={submit}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={imeiId} className="font-medium text-sm">
          {T.imeiLabel}
        </label>
        <input
          id={imeiId}
          className={`input w-56 ${error ? 'input-error' : ''}`}
          inputMode="numeric"
          autoComplete="off"
          value={imei}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setImei(e.target.value)}
        />
        {error && (
          <p id={errorId} className="max-w-56 text-red-700 text-sm">
            {error}
          </p>
        )}
      </div>
      <div className="flex grow flex-col gap-1.5">
        <label htmlFor={noteId} className="font-medium text-sm">
          {T.noteLabel}
        </label>
        <input
          id={noteId}
          className="input w-full max-w-md"
          value={note}
          maxLength={IMEI_NOTE_MAX}
          placeholder={T.notePlaceholder}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <button
        type="submit"
        className="btn btn-primary mt-7"
        disabled={block.isPending}
        aria-busy={block.isPending}
      >
        {block.isPending && (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        )}
        {block.isPending ? T.adding : T.add}
      </button>
    </form>
  );
}
