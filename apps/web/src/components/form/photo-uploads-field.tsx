import { useEffect, useId, useRef, useState } from 'react';
import { describeError } from '../../lib/errors';
import { imageFileProblem } from '../../lib/image-file';
import { uploadImage } from '../../lib/upload-image';

interface Photo {
  key: string;
  preview: string;
  /** Set once the upload finished. */
  url?: string;
}

export interface PhotoUploadsReport {
  urls: string[];
  uploading: boolean;
}

let nextKey = 0;

/** What a photo field says, all of it from the owning feature's texts. */
export interface PhotoUploadsTexts {
  label: string;
  hint: string;
  tooMany: string;
  list: string;
  uploading: string;
  photoAlt: (n: number) => string;
  removePhoto: (n: number) => string;
}

/**
 * A few photos picked for a form (a decline, a message), through the same upload as listing
 * photos (POST /api/upload): each picked file is checked, then uploaded at once, so the form only
 * waits for what is still travelling. `onChange` hears the finished URLs and whether any upload
 * is still running. The owner remounts it (key) to clear it.
 */
export function PhotoUploadsField({
  max,
  texts: T,
  auth,
  compact,
  disabled,
  onChange,
}: {
  max: number;
  texts: PhotoUploadsTexts;
  /** Upload with the bearer token (signed-in flows that are not cookie-based). */
  auth?: boolean;
  /** The smaller file input that may shrink, for a message box. */
  compact?: boolean;
  disabled?: boolean;
  onChange: (report: PhotoUploadsReport) => void;
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
    const key = `photo-upload-${++nextKey}`;
    const abort = new AbortController();
    aborts.current.set(key, abort);
    setPhotos((list) => [...list, { key, preview: URL.createObjectURL(file) }]);
    try {
      const url = await uploadImage(file, {
        ...(auth ? { auth: true } : {}),
        signal: abort.signal,
      });
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
    const room = max - photos.length;
    if (files.length > room) setProblem(T.tooMany);
    for (const file of files.slice(0, Math.max(0, room))) void upload(file);
  };

  const full = photos.length >= max;
  return (
    <div className={`flex flex-col gap-1.5 ${compact ? 'min-w-0' : ''}`}>
      <label htmlFor={inputId} className="font-medium text-sm">
        {T.label}
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        className={`file-input w-full min-w-0 ${compact ? 'file-input-sm' : ''}`}
        disabled={disabled || full}
        aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <p id={hintId} className="text-base-content/70 text-xs">
        {T.hint}
      </p>
      {problem && (
        <p id={problemId} role="alert" className="text-red-700 text-sm">
          {problem}
        </p>
      )}
      {photos.length > 0 && (
        <ul aria-label={T.list} className="flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={photo.key} className="flex flex-col items-center gap-1">
              <img
                src={photo.preview}
                alt={T.photoAlt(index + 1)}
                className="size-16 rounded-box bg-base-200 object-cover"
              />
              {photo.url ? null : (
                <span role="status" className="text-xs">
                  {T.uploading}
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
