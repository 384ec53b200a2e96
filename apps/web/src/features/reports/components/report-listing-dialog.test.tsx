import { CONFIRM_TEXTS, LISTING_REVIEW_TEXTS } from '@phonebazaar/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportListingDialog } from './report-listing-dialog';

const R = LISTING_REVIEW_TEXTS.report;

function open() {
  const onConfirm = vi.fn(async () => undefined);
  const onClose = vi.fn();
  render(<ReportListingDialog name="Pixel 8" onConfirm={onConfirm} onClose={onClose} />);
  return { onConfirm, onClose, user: userEvent.setup() };
}

describe('Report dialog', () => {
  it('When a category and details are given, then both are sent and the dialog closes', async () => {
    const { onConfirm, onClose, user } = open();
    const select = screen.getByLabelText(R.category);
    expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      R.categoryPick,
      ...Object.values(R.categories),
    ]);
    await user.selectOptions(select, R.categories.stolen);
    await user.type(screen.getByLabelText(CONFIRM_TEXTS.reason), 'IMEI is on a blocklist');
    await user.click(screen.getByRole('button', { name: CONFIRM_TEXTS.report.action }));
    expect(onConfirm).toHaveBeenCalledWith({
      category: 'stolen',
      reason: 'IMEI is on a blocklist',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('When nothing is chosen, then the spec report (no body fields) is sent', async () => {
    const { onConfirm, user } = open();
    await user.click(screen.getByRole('button', { name: CONFIRM_TEXTS.report.action }));
    expect(onConfirm).toHaveBeenCalledWith({});
  });
});
