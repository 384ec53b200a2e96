import type { ApiError } from '@phonebazaar/shared';
import { readAccessToken } from './access-token';
import { ApiRequestError } from './api-client';

interface UploadOptions {
  /** Called with 0..100 while the bytes travel; fetch cannot report upload progress. */
  onProgress?: (percent: number) => void;
  /** Send the bearer token too; during sign-up the identity session cookie is enough. */
  auth?: boolean;
  signal?: AbortSignal;
}

interface UploadReply {
  success: true;
  data: { url: string };
}

/**
 * POST /api/upload (spec §7, product-decisions §5) with the multipart field `image`. It is
 * here rather than in a feature because sign-up, profile and Add Product all upload photos.
 * XMLHttpRequest, not fetch, because only it reports upload progress.
 */
export function uploadImage(file: File, options: UploadOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    xhr.responseType = 'text';
    if (options.auth) {
      const token = readAccessToken();
      if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(String(xhr.responseText));
      } catch {
        // A proxy's HTML error page; the status alone then tells what happened.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const url = (body as UploadReply | null)?.data?.url;
        if (typeof url === 'string' && url) {
          options.onProgress?.(100);
          resolve(url);
          return;
        }
      }
      const error = body as Partial<ApiError> | null;
      reject(
        new ApiRequestError(
          xhr.status,
          error?.code ?? 'UPLOAD_FAILED',
          error?.message ?? `Upload failed (${xhr.status}).`,
          error?.fieldErrors,
        ),
      );
    };
    // Same shape as a failed fetch, so callers treat both network failures alike.
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
