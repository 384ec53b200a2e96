import { type SelfTestResult, SELF_TEST_TEXTS as T } from '@phonebazaar/shared';

/** Every step ends by calling `onDone` once, with what happened: never a guess. */
export interface StepProps {
  onDone: (result: SelfTestResult) => void;
}

/**
 * The person's answer: a pass (when the person is the judge), a fail and a skip. Steps that
 * judge by themselves (touch grid, microphone level, sensor readings) still offer fail and skip.
 */
export function Answers({
  onDone,
  pass,
  fail = T.failed,
  passDetail,
}: StepProps & { pass?: string; fail?: string; passDetail?: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      {pass && (
        <button
          type="button"
          className="btn btn-success"
          onClick={() => onDone({ outcome: 'pass', ...(passDetail ? { detail: passDetail } : {}) })}
        >
          {pass}
        </button>
      )}
      <button type="button" className="btn btn-outline" onClick={() => onDone({ outcome: 'fail' })}>
        {fail}
      </button>
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() => onDone({ outcome: 'skipped', detail: 'Skipped by the person testing' })}
      >
        {T.skip}
      </button>
    </div>
  );
}

/** Explains a step in one line. */
export function How({ children }: { children: string }) {
  return <p className="text-base-content/80">{children}</p>;
}
