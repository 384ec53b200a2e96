import { AUTH_TEXTS, MAX_UPLOAD_BYTES, PHOTOS_MAX } from '@phonebazaar/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError } from '../../../lib/errors';
import { uploadImage } from '../../../lib/upload-image';

const ACCEPTED_IMAGE = /^image\/(jpeg|png|webp|gif|avif)$/;

/** What the server would refuse anyway, said before any byte is sent. */
export function imageProblem(file: File): string | null {
  if (!ACCEPTED_IMAGE.test(file.type)) return AUTH_TEXTS.errors.imageType;
  if (file.size > MAX_UPLOAD_BYTES) return AUTH_TEXTS.errors.imageTooLarge;
  return null;
}

export interface PhotoItem {
  key: string;
  /** A local object URL while it is new, else the uploaded URL. */
  preview: string;
  status: 'waiting' | 'uploading' | 'done';
  percent: number;
  url?: string;
}

/** What the form needs: the uploaded photos in order (the first is the cover). */
export interface PhotosReport {
  urls: string[];
  uploading: boolean;
  /** A file refused before upload, or an upload the server refused. */
  problem: string | null;
}

let nextKey = 0;
const keyOf = () => `photo-${++nextKey}`;

/**
 * The listing's photos (issue #16): each picked file uploads at once, one at a time, so on a
 * phone's connection the cover arrives first and each bar shows that photo's own progress.
 * Removing a photo cancels its upload; leaving the page cancels what is still on its way.
 */
export function usePhotoUploads(initial: readonly string[], onChange: (r: PhotosReport) => void) {
  const [items, setItems] = useState<PhotoItem[]>(() =>
    initial.map((url) => ({ key: keyOf(), preview: url, status: 'done', percent: 100, url })),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const files = useRef(new Map<string, File>());
  const uploads = useRef(new Map<string, AbortController>());
  const report = useRef(onChange);
  report.current = onChange;

  const patch = useCallback((key: string, change: Partial<PhotoItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const drop = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    files.current.delete(key);
    setItems((list) => {
      const gone = list.find((item) => item.key === key);
      if (gone?.preview.startsWith('blob:')) URL.revokeObjectURL(gone.preview);
      return list.filter((item) => item.key !== key);
    });
  }, []);

  // One upload at a time: when none is on its way, the first waiting photo starts.
  useEffect(() => {
    if (items.some((item) => item.status === 'uploading')) return;
    const next = items.find((item) => item.status === 'waiting');
    const file = next && files.current.get(next.key);
    if (!next || !file) return;
    const abort = new AbortController();
    uploads.current.set(next.key, abort);
    patch(next.key, { status: 'uploading', percent: 0 });
    uploadImage(file, {
      signal: abort.signal,
      onProgress: (percent) => {
        if (!abort.signal.aborted) patch(next.key, { percent });
      },
    }).then(
      (url) => {
        if (abort.signal.aborted) return;
        uploads.current.delete(next.key);
        files.current.delete(next.key);
        patch(next.key, { status: 'done', percent: 100, url });
      },
      (error) => {
        if (abort.signal.aborted) return;
        setProblem(describeError(error));
        drop(next.key);
      },
    );
  }, [items, patch, drop]);

  useEffect(() => {
    report.current({
      urls: items.flatMap((item) => (item.url ? [item.url] : [])),
      uploading: items.some((item) => item.status !== 'done'),
      problem,
    });
  }, [items, problem]);

  useEffect(() => {
    const pending = uploads.current;
    return () => {
      for (const abort of pending.values()) abort.abort();
    };
  }, []);

  const add = useCallback(
    (picked: readonly File[]) => {
      const room = PHOTOS_MAX - items.length;
      const refused = picked.map(imageProblem).find(Boolean) ?? null;
      const fine = picked.filter((file) => !imageProblem(file));
      const taken = fine.slice(0, Math.max(0, room));
      const tooMany = fine.length > taken.length ? `At most ${PHOTOS_MAX} photos` : null;
      setProblem(refused ?? tooMany);
      if (taken.length === 0) return;
      const added = taken.map((file): PhotoItem => {
        const key = keyOf();
        files.current.set(key, file);
        return { key, preview: URL.createObjectURL(file), status: 'waiting', percent: 0 };
      });
      setItems((list) => [...list, ...added]);
    },
    [items.length],
  );

  const remove = useCallback(
    (key: string) => {
      setProblem(null);
      drop(key);
    },
    [drop],
  );

  const move = useCallback((key: string, by: -1 | 1) => {
    setItems((list) => {
      const from = list.findIndex((item) => item.key === key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= list.length) return list;
      const next = [...list];
      const [item] = next.splice(from, 1);
      if (item) next.splice(to, 0, item);
      return next;
    });
  }, []);

  return { items, add, remove, move };
}
