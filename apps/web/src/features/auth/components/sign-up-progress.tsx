import { AUTH_TEXTS } from '@phonebazaar/shared';
import { type SignUpProgress as Progress, SIGN_UP_STEPS } from '../hooks/use-sign-up';

const LABELS = AUTH_TEXTS.steps;

/** Where sign-up stands: four steps, the upload with its percentage (spec §4 order). */
export function SignUpProgress({ progress }: { progress: Progress }) {
  const { step, uploadPercent, failed } = progress;
  if (!step) return null;
  const current = SIGN_UP_STEPS.indexOf(step);
  const label = step === 'upload' ? `${LABELS.upload} ${uploadPercent}%` : LABELS[step];

  return (
    <div className="flex flex-col gap-3 rounded-box bg-base-200 p-4">
      <ol className="steps w-full text-xs" aria-label="Sign-up progress">
        {SIGN_UP_STEPS.map((id, index) => {
          const reached = index <= current;
          const state =
            index < current ? 'done' : index === current ? (failed ? 'failed' : 'current') : 'todo';
          return (
            <li
              key={id}
              className={`step ${reached ? (failed && index === current ? 'step-error' : 'step-primary') : ''}`}
              aria-current={index === current ? 'step' : undefined}
            >
              {LABELS[id]}
              <span className="sr-only"> ({state})</span>
            </li>
          );
        })}
      </ol>
      {step === 'upload' && !failed && (
        <progress
          className="progress progress-primary w-full"
          value={uploadPercent}
          max={100}
          aria-label={LABELS.upload}
        />
      )}
      <p role="status" className="text-center font-medium text-sm">
        {failed
          ? `Stopped at: ${LABELS[step]}. Fix the problem and press Sign Up to continue.`
          : `${label}…`}
      </p>
    </div>
  );
}
