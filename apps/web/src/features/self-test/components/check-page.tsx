import { SELF_TEST_TEXTS as T } from '@phonebazaar/shared';
import { useCallback, useState } from 'react';
import { useCheck } from '../api/get-check';
import { SelfTestFinish } from './self-test-finish';
import { type SelfTestResults, SelfTestRunner } from './self-test-runner';

/**
 * /check/:code: the listing, then the guided test, then the code and the report. `link`: the
 * seller's single-use test link's token (decision 056); without it (or a paying buyer's
 * sign-in) the page says how to get one instead of running a test nobody could attach.
 */
export function CheckPage({ code, link = '' }: { code: string; link?: string }) {
  const check = useCheck(code, link);
  const [phase, setPhase] = useState<'intro' | 'running' | SelfTestResults>('intro');
  const finished = useCallback((results: SelfTestResults) => setPhase(results), []);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-6">
      <h1 className="font-bold text-2xl">{T.title}</h1>
      {check.isPending && (
        <p role="status">
          <span className="loading loading-spinner" aria-hidden="true" />
          <span className="sr-only">Loading</span>
        </p>
      )}
      {check.isError && (
        <p role="alert" className="alert alert-error">
          {'status' in check.error && check.error.status === 404 ? T.notFound : check.error.message}
        </p>
      )}
      {check.data && phase === 'intro' && (
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-3">
            <img
              src={check.data.photo}
              alt=""
              width={64}
              height={64}
              className="size-16 rounded-box object-cover"
            />
            <p className="font-medium">
              {check.data.productName}
              {check.data.modelName && (
                <span className="block text-sm">{check.data.modelName}</span>
              )}
            </p>
          </div>
          {check.data.runAs ? (
            <>
              <p>{T.intro(check.data.productName)}</p>
              <button type="button" className="btn btn-primary" onClick={() => setPhase('running')}>
                {T.start}
              </button>
            </>
          ) : (
            <p role="alert" className="alert alert-warning">
              {check.data.linkProblem ? T.linkProblems[check.data.linkProblem] : T.needLink}
            </p>
          )}
        </div>
      )}
      {check.data && phase === 'running' && <SelfTestRunner onFinished={finished} />}
      {check.data && typeof phase === 'object' && (
        <SelfTestFinish check={check.data} results={phase} link={link} />
      )}
    </div>
  );
}
