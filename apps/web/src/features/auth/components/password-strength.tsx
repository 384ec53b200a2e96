import { PASSWORD_LEVELS, PASSWORD_STRENGTH_TEXTS } from '@phonebazaar/shared';
import { usePasswordEstimate } from '../hooks/use-password-estimate';

const T = PASSWORD_STRENGTH_TEXTS;

/**
 * How strong the new password is, as it is typed (issue #36 N8): a meter named "Password
 * strength" and the same words in a polite live region ("Strength: fair" and the estimator's
 * advice), so a screen reader hears it after a pause in typing. The server decides; this helps.
 */
export function PasswordStrength({ password }: { password: string }) {
  const estimate = usePasswordEstimate(password);
  if (!password) return null;
  const level = estimate ? PASSWORD_LEVELS[estimate.score] : undefined;
  const status = level ? T.status(level) : T.checking;
  return (
    <div className="mt-1 flex flex-col gap-1">
      <meter
        className="h-2 w-full"
        min={0}
        max={4}
        low={2}
        high={3}
        optimum={4}
        value={estimate?.score ?? 0}
        aria-label={T.label}
        aria-valuetext={status}
      />
      <p aria-live="polite">
        <span className="font-medium">{status}</span>
        {estimate?.advice ? ` ${estimate.advice}` : ''}
      </p>
    </div>
  );
}
