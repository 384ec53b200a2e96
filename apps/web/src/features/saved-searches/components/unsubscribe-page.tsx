import { paths, SAVED_SEARCHES_TEXTS } from '@phonebazaar/shared';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useUnsubscribe } from '../api/unsubscribe';

const T = SAVED_SEARCHES_TEXTS.unsubscribe;

/**
 * `/unsubscribe?token=...` (issue #20): the one click of a mail's link. The page sends the
 * signed token once on opening and says what stopped; no sign-in is needed.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (sent.current || token === '') return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  let message: string = T.working;
  if (token === '' || unsubscribe.isError) message = T.failed;
  else if (unsubscribe.data) {
    const { scope, name } = unsubscribe.data;
    message = scope === 'search' && name ? T.doneSearch(name) : T.doneAll;
  }
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-12">
      <h1 className="font-bold text-3xl">{T.title}</h1>
      <p role="status" className={unsubscribe.isError ? 'text-error' : ''}>
        {message}
      </p>
      <Link to={paths.dashboard.savedSearches} className="btn btn-primary btn-sm">
        {T.manage}
      </Link>
    </div>
  );
}
