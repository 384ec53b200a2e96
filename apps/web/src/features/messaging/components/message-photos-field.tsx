import { MESSAGE_PHOTOS_MAX, MESSAGING_TEXTS } from '@phonebazaar/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { describeError } from '../../../lib/errors';
import { imageFileProblem } from '../../../lib/image-file';
import { uploadImage } from '../../../lib/upload-image';

const T = MESSAGING_TEXTS;

interface Photo {
  key: string;
  preview: string;
  /** Set once the upload finished. */
  url?: string;
}

export interface MessagePhotosReport {
  urls: string[];
  uploading: boolean;
}

let nextKey = 0;

/**
 * Up to three photos for one message, through the same upload as listing photos (POST
 * /api/upload, with the bearer token): each picked file is checked, then uploaded at once, so
 * Send only waits for what is still travelling. The owner remounts it (key) to clear it.
 */
export function MessagePhotosField({
  disabled,
  onChange,
}: {
  disabled?: boolean;
  onChange: (report: MessagePhotosReport) => void;
}) {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const report = useRef(onChange);
  report.current = onChange;
  const aborts = useRef(new Map<string, AbortController>());

  useEffect(() => {
    report.current({
      urls: photos.flatMap((photo) => (photo.url ? [photo.url] : [])),
      uploading: photos.some((photo) => !photo.url),
    });
  }, [photos]);

  useEffect(() => {
    const pending = aborts.current;
    return () => {
      for (const abort of pending.values()) abort.abort();
    };
  }, []);

  const remove = (key: string) => {
    aborts.current.get(key)?.abort();
    aborts.current.delete(key);
    setPhotos((list) => {
      const gone = list.find((photo) => photo.key === key);
      if (gone?.preview.startsWith('blob:')) URL.revokeObjectURL(gone.preview);
      return list.filter((photo) => photo.key !== key);
    });
  };

  const upload = async (file: File) => {
    const found = await imageFileProblem(file);
    if (found) {
      setProblem(found);
      return;
    }
    const key = `message-photo-${++nextKey}`;
    const abort = new AbortController();
    aborts.current.set(key, abort);
    setPhotos((list) => [...list, { key, preview: URL.createObjectURL(file) }]);
    try {
      const url = await uploadImage(file, { auth: true, signal: abort.signal });
      setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, url } : photo)));
    } catch (error) {
      if (abort.signal.aborted) return;
      setProblem(describeError(error));
      remove(key);
    } finally {
      aborts.current.delete(key);
    }
  };

  const add = (files: File[]) => {
    setProblem(null);
    const room = MESSAGE_PHOTOS_MAX - photos.length;
    if (files.length > room) setProblem(T.photosTooMany);
    for (const file of files.slice(0, Math.max(0, room))) void upload(file);
  };

  const full = photos.length >= MESSAGE_PHOTOS_MAX;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={inputId} className="font-medium text-sm">
        {T.labels.photos}
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        className="file-input file-input-sm w-full min-w-0"
        disabled={disabled || full}
        aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <p id={hintId} className="text-base-content/70 text-xs">
        {T.photosHint}
      </p>
      {problem && (
        <p id={problemId} role="alert" className="text-red-700 text-sm">
          {problem}
        </p>
      )}
      {photos.length > 0 && (
        <ul aria-label={T.photoList} className="flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={photo.key} className="flex flex-col items-center gap-1">
              <img
                src={photo.preview}
                alt={T.photoAlt(index + 1)}
                className="size-16 rounded-box bg-base-200 object-cover"
              />
              {photo.url ? null : (
                <span role="status" className="text-xs">
                  {T.photoUploading}
                </span>
              )}
              <button
                type="button"
                className="btn btn-ghost btn-xs text-red-700"
                disabled={disabled}
                onClick={() => remove(photo.key)}
              >
                <span aria-hidden="true">✕</span>
                <span className="sr-only">{T.removePhoto(index + 1)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
