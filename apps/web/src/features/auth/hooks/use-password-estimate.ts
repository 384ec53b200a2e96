import { useEffect, useState } from 'react';
import { loadPasswordEstimator, type PasswordEstimate } from '../utils/password-estimator';

/** Waits for a pause in typing before estimating: each estimate costs a few milliseconds. */
const PAUSE_MS = 150;

/**
 * The estimate of `password` as it is typed: null while there is nothing to estimate, while
 * the estimator loads, or when it could not be loaded (the server still checks).
 */
export function usePasswordEstimate(password: string): PasswordEstimate | null {
  const [estimate, setEstimate] = useState<PasswordEstimate | null>(null);
  useEffect(() => {
    if (!password) {
      setEstimate(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      loadPasswordEstimator().then(
        (estimatePassword) => {
          if (current) setEstimate(estimatePassword(password));
        },
        () => {
          if (current) setEstimate(null);
        },
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password]);
  return estimate;
}
