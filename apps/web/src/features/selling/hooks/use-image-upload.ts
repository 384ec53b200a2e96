import { MAX_UPLOAD_BYTES, TEXTS } from '@phonebazaar/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError } from '../../../lib/errors';
import { uploadImage } from '../../../lib/upload-image';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'done'; url: string }
  | { status: 'failed'; message: string };

const ACCEPTED_IMAGE = /^image\/(jpeg|png|webp|gif|avif)$/;

/** What the server would refuse anyway, said before any byte is sent. */
export function imageProblem(file: File): string | null {
  if (!ACCEPTED_IMAGE.test(file.type)) return TEXTS.auth.errors.imageType;
  if (file.size > MAX_UPLOAD_BYTES) return TEXTS.auth.errors.imageTooLarge;
  return null;
}

/**
 * Uploads a picked photo at once (POST /api/upload, with progress), so the seller sees it
 * arrive while filling in the rest of the form. Picking another photo cancels the first
 * upload; leaving the page cancels whatever is still on its way. The preview is a local
 * object URL, shown before the upload finishes.
 */
export function useImageUpload(onChange: (state: UploadState) => void) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  // The latest callback, so an upload started earlier reports to the current form.
  const report = useRef(onChange);
  report.current = onChange;

  const update = useCallback((next: UploadState) => {
    setState(next);
    report.current(next);
  }, []);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File | undefined) => {
      controller.current?.abort();
      controller.current = null;
      if (!file) {
        setPreview(null);
        update({ status: 'idle' });
        return;
      }
      const problem = imageProblem(file);
      if (problem) {
        setPreview(null);
        update({ status: 'failed', message: problem });
        return;
      }
      setPreview(URL.createObjectURL(file));
      const abort = new AbortController();
      controller.current = abort;
      update({ status: 'uploading', percent: 0 });
      try {
        const url = await uploadImage(file, {
          signal: abort.signal,
          onProgress: (percent) => {
            if (!abort.signal.aborted) update({ status: 'uploading', percent });
          },
        });
        if (!abort.signal.aborted) update({ status: 'done', url });
      } catch (error) {
        if (!abort.signal.aborted) update({ status: 'failed', message: describeError(error) });
      }
    },
    [update],
  );

  return { state, preview, start };
}
