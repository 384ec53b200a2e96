import { vi } from 'vitest';

interface UploadControl {
  /** Every upload started, in order, with the file it carried. */
  uploads: { file: File | null; authorization: string | null }[];
  /** Reports progress of the current upload (0..100). */
  progress(percent: number): void;
  /** Finishes the current upload with the server's reply. */
  respond(status: number, body: unknown): void;
}

/**
 * Replaces XMLHttpRequest (used for uploads, because only it reports progress). By default
 * each upload answers at once with `url`; with `manual`, the test drives progress and reply.
 */
export function mockUpload(options: { url?: string; manual?: boolean; onSend?: () => void } = {}) {
  let current: FakeXhr | null = null;
  const control: UploadControl = {
    uploads: [],
    progress(percent) {
      current?.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 });
    },
    respond(status, body) {
      const xhr = current;
      if (!xhr) throw new Error('No upload in progress');
      xhr.status = status;
      xhr.responseText = JSON.stringify(body);
      xhr.onload?.();
    },
  };

  class FakeXhr {
    status = 0;
    responseText = '';
    responseType = '';
    headers = new Map<string, string>();
    upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      if (method !== 'POST' || url !== '/api/upload')
        throw new Error(`Unexpected ${method} ${url}`);
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name.toLowerCase(), value);
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      current = this;
      const file = body.get('image');
      control.uploads.push({
        file: file instanceof File ? file : null,
        authorization: this.headers.get('authorization') ?? null,
      });
      options.onSend?.();
      if (!options.manual) {
        queueMicrotask(() => control.respond(200, { success: true, data: { url: options.url } }));
      }
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return control;
}
