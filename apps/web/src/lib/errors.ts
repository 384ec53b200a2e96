import { isRouteErrorResponse } from 'react-router';

/** A short human text for anything a fetch, loader or render may throw. */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const detail =
      typeof data === 'string'
        ? data
        : data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
          ? data.message
          : '';
    return [`${error.status} ${error.statusText}`.trim(), detail].filter(Boolean).join(': ');
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'An unexpected error occurred.';
}
