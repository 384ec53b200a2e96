import {
  paths,
  type SelfTestCheck,
  type SelfTestReport,
  SELF_TEST_TEXTS as T,
} from '@phonebazaar/shared';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSendReport } from '../api/send-report';
import { browserFamily, modelHint } from '../lib/browser-info';
import { formatDay, ResultsList } from './results-list';
import type { SelfTestResults } from './self-test-runner';

/**
 * The last screen: the listing code large (for the verification photo), then the report sent
 * and the saved, signed result; beside the seller's last run when there is one (the meetup).
 */
export function SelfTestFinish({
  check,
  results,
  link = '',
}: {
  check: SelfTestCheck;
  results: SelfTestResults;
  /** The seller's test link's token, when the page was opened with one (decision 056). */
  link?: string;
}) {
  const send = useSendReport(check.code, link);
  const [hint, setHint] = useState<string | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const browser = browserFamily();
  useEffect(() => {
    heading.current?.focus();
    void modelHint().then(setHint);
  }, []);
  const saved: SelfTestReport | undefined = send.data;
  const previous = check.lastReport;
  return (
    <section aria-labelledby="self-test-finish" className="flex flex-col gap-4">
      <h2
        id="self-test-finish"
        ref={heading}
        tabIndex={-1}
        className="font-bold text-xl outline-none"
      >
        {T.finish.heading}
      </h2>
      <p className="text-center">
        <span className="block text-base-content/70 text-sm">{T.finish.codeLabel}</span>
        <span
          data-testid="listing-code"
          className="block break-all font-mono font-black text-6xl tracking-widest sm:text-8xl"
        >
          {check.code}
        </span>
      </p>
      <p className="text-base-content/80 text-sm">{T.finish.photoHint}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="font-medium">{T.finish.browser}</dt>
        <dd>{browser}</dd>
        <dt className="font-medium">{T.finish.model}</dt>
        <dd>{hint ?? '—'}</dd>
      </dl>
      {!saved && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={send.isPending}
          onClick={() => send.mutate({ results, browser, ...(hint ? { modelHint: hint } : {}) })}
        >
          {send.isPending ? T.finish.sending : T.finish.send}
        </button>
      )}
      {send.error && (
        <p role="alert" className="alert alert-error">
          {send.error.message}
        </p>
      )}
      {saved && (
        <p role="status" className="alert alert-success">
          {T.finish.saved(formatDay(saved.createdAt))}
        </p>
      )}
      {saved && <NextStep runBy={saved.runBy} />}
      <div className={previous ? 'grid grid-cols-2 gap-3 text-sm' : 'grid'}>
        <div>
          <h3 className="font-semibold">{T.finish.thisRun}</h3>
          <ResultsList results={saved?.results ?? results} label={T.finish.thisRun} />
        </div>
        {previous && (
          <div>
            <h3 className="font-semibold">{T.finish.sellerRun(formatDay(previous.createdAt))}</h3>
            <ResultsList
              results={previous.results}
              label={T.finish.sellerRun(formatDay(previous.createdAt))}
            />
            {previous.modelHint && <p className="text-sm">{T.listing.model(previous.modelHint)}</p>}
          </div>
        )}
      </div>
    </section>
  );
}

/** After the report (issue #46): the seller's code photo, or the buyer's way back. */
function NextStep({ runBy }: { runBy: SelfTestReport['runBy'] }) {
  const seller = runBy === 'seller';
  return (
    <div className="flex flex-col gap-2">
      <p>{seller ? T.finish.nextSeller : T.finish.nextBuyer}</p>
      <Link
        to={seller ? paths.dashboard.myProducts : paths.dashboard.myOrder}
        className="btn btn-primary self-start"
      >
        {seller ? T.finish.toMyProducts : T.finish.toMyOrder}
      </Link>
    </div>
  );
}
