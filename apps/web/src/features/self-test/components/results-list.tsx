import {
  SELF_TEST_IDS,
  type SelfTestId,
  type SelfTestOutcome,
  type SelfTestResult,
  SELF_TEST_TEXTS as T,
} from '@phonebazaar/shared';

const BADGE: Record<SelfTestOutcome, string> = {
  pass: 'badge-success',
  fail: 'badge-error',
  skipped: 'badge-ghost',
};

/** Each test's outcome (in words, not colour alone) and its fact, in the tests' order. */
export function ResultsList({
  results,
  label,
}: {
  results: Partial<Record<SelfTestId, SelfTestResult>>;
  label: string;
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-1">
      {SELF_TEST_IDS.map((id) => {
        const result = results[id];
        if (!result) return null;
        return (
          <li key={id} className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium">{T.names[id]}:</span>
            <span className={`badge badge-sm ${BADGE[result.outcome]}`}>
              {T.outcomes[result.outcome]}
            </span>
            {result.detail && <span className="text-base-content/70 text-sm">{result.detail}</span>}
          </li>
        );
      })}
    </ul>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
export const formatDay = (iso: string) => dateFormat.format(new Date(iso));
