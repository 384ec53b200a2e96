import { PASSWORD_STRENGTH_TEXTS as T } from '@phonebazaar/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrength } from './password-strength';

// The real estimator (its dictionaries load once per file, lazily, as in the browser).
const LOAD_MS = 15_000;

describe('PasswordStrength (issue #36 N8)', () => {
  it('When nothing is typed, then no meter shows', () => {
    const { container } = render(<PasswordStrength password="" />);
    expect(container).toBeEmptyDOMElement();
  });

  it(
    'When Password1! is typed, then the meter says weak and the estimator advises, in a polite live region',
    async () => {
      render(<PasswordStrength password="Password1!" />);
      expect(
        await screen.findByText(T.status('weak'), {}, { timeout: LOAD_MS }),
      ).toBeInTheDocument();
      const meter = screen.getByRole('meter', { name: T.label });
      expect(meter).toHaveAttribute('aria-valuetext', T.status('weak'));
      const live = screen.getByText(T.status('weak')).closest('p');
      expect(live).toHaveAttribute('aria-live', 'polite');
      expect(live?.textContent).toContain('commonly used password');
    },
    LOAD_MS + 5_000,
  );

  it(
    'When a long unusual password is typed, then it says strong, with no advice',
    async () => {
      const { rerender } = render(<PasswordStrength password="Kite" />);
      rerender(<PasswordStrength password="Kite!Harbor-Plum-72" />);
      expect(
        await screen.findByText(T.status('strong'), {}, { timeout: LOAD_MS }),
      ).toBeInTheDocument();
      expect(screen.getByRole('meter', { name: T.label })).toHaveAttribute('value', '4');
    },
    LOAD_MS + 5_000,
  );
});
