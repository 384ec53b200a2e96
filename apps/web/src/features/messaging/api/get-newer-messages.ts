import type { ApiError, MessagesReply } from '@phonebazaar/shared';
import { readAccessToken } from '../../../lib/access-token';
import { withAccessToken } from '../../../lib/access-token-client';
import { ApiRequestError } from '../../../lib/api-client';
import { messagesPath } from './get-messages';

export interface NewerMessages {
  /** Null when the server answered 304: nothing new since the ETag. */
  reply: MessagesReply | null;
  etag: string | null;
}

/**
 * GET /api/conversations/:id/messages?after=<seq> with If-None-Match: live polling costs the
 * server a 304 when nothing changed. fetch directly, because the API client treats a 304 (not
 * "ok") as a failure and the browser's cache must not answer in its place.
 */
export function getNewerMessages(
  email: string,
  id: string,
  after: number,
  etag: string | null,
): Promise<NewerMessages> {
  return withAccessToken(email, async () => {
    const headers = new Headers();
    const token = readAccessToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (etag) headers.set('if-none-match', etag);
    const response = await fetch(`/api${messagesPath(id)}?after=${after}`, {
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (response.status === 304) return { reply: null, etag };
    if (!response.ok) {
      const payload = (await response.json().catch(() => null)) as Partial<ApiError> | null;
      throw new ApiRequestError(
        response.status,
        payload?.code ?? 'HTTP_ERROR',
        payload?.message ?? `Request failed (${response.status}).`,
        payload?.fieldErrors,
        payload ?? undefined,
      );
    }
    return {
      reply: (await response.json()) as MessagesReply,
      etag: response.headers.get('etag'),
    };
  });
}
