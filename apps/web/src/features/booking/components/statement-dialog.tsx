import {
  DEAL_TEXTS,
  DISPUTE_PHOTOS_MAX,
  DISPUTE_STATEMENT_MAX,
  DISPUTE_TEXTS,
  type DisputeStatementBody,
} from '@phonebazaar/shared';
import { type FormEvent, useId, useState } from 'react';
import {
  PhotoUploadsField,
  type PhotoUploadsReport,
  type PhotoUploadsTexts,
} from '../../../components/form/photo-uploads-field';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { describeError } from '../../../lib/errors';

const T = DISPUTE_TEXTS;
const PHOTO_TEXTS: PhotoUploadsTexts = {
  label: T.photos,
  hint: T.photosHint,
  tooMany: T.photosTooMany,
  list: T.photoList,
  uploading: T.photoUploading,
  photoAlt: T.photoAlt,
  removePhoto: T.removePhoto,
};

/**
 * A party's side of a dispute (issue #46): what happened at the meetup (required) and up to
 * three photos through the same upload as a listing's. The seller's contest sends it with the
 * contest; either party sends it later from their deal card. Mounted to open.
 */
export function StatementDialog({
  title,
  intro,
  submitLabel,
  destructive = false,
  onSubmit,
  onClose,
}: {
  title: string;
  intro: string;
  submitLabel: string;
  destructive?: boolean;
  onSubmit: (body: DisputeStatementBody) => Promise<unknown>;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<PhotoUploadsReport>({ urls: [], uploading: false });
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const textId = useId();
  const hintId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setProblem(T.statementRequired);
      return;
    }
    setProblem(null);
    setFailure(null);
    setPending(true);
    try {
      await onSubmit({ text: text.trim(), ...(photos.urls.length ? { photos: photos.urls } : {}) });
      onClose();
    } catch (error) {
      setFailure(error);
      setPending(false);
    }
  };

  return (
    <ModalDialog title={title} onClose={onClose} busy={pending}>
      <p className="text-sm">{intro}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={textId} className="font-medium text-sm">
            {T.statementLabel}
          </label>
          <textarea
            id={textId}
            className={`textarea w-full ${problem ? 'textarea-error' : ''}`}
            rows={5}
            maxLength={DISPUTE_STATEMENT_MAX}
            value={text}
            required
            disabled={pending}
            aria-invalid={problem ? true : undefined}
            aria-describedby={[hintId, problem ? errorId : ''].filter(Boolean).join(' ')}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={hintId} className="text-base-content/70 text-xs">
            {T.statementHint(DISPUTE_STATEMENT_MAX)}
          </p>
          {problem && (
            <p id={errorId} className="text-red-700 text-sm">
              {problem}
            </p>
          )}
        </div>
        <PhotoUploadsField
          max={DISPUTE_PHOTOS_MAX}
          texts={PHOTO_TEXTS}
          disabled={pending}
          onChange={setPhotos}
        />
        {failure !== null && (
          <p role="alert" className="rounded-box bg-red-50 px-3 py-2 text-red-700 text-sm">
            {describeError(failure)}
          </p>
        )}
        <DialogActions
          cancel={DEAL_TEXTS.cancel}
          onCancel={onClose}
          action={pending ? T.submitting : submitLabel}
          busy={pending}
          disabled={photos.uploading}
          tone={destructive ? 'error' : 'primary'}
          focusCancel
          inForm
        />
      </form>
    </ModalDialog>
  );
}
