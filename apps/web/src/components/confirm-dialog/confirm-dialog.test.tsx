import { CONFIRM_TEXTS } from '@phonebazaar/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps, type ConfirmMode } from './confirm-dialog';

const C = CONFIRM_TEXTS;

/** The dialog as its owners use it: mounted by a button, unmounted on close. */
function Harness(props: Omit<ConfirmDialogProps, 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <ConfirmDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

async function openDialog(props: Omit<ConfirmDialogProps, 'onClose'>) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: screen.getByRole('dialog') };
}

const product = { name: 'Pixel 7 Pro', _id: 'product-9' };
const person = { name: 'Rina', role: 'seller', _id: 'user-42' };

describe('ConfirmDialog', () => {
  it.each<[ConfirmMode, { name: string; role?: string; _id: string }, string, string]>([
    ['advertise', product, 'Are you sure you want to advertise Pixel 7 Pro?', 'Advertise'],
    ['report', product, 'Are you sure you want to report Pixel 7 Pro?', 'Report'],
    ['deleteProduct', product, 'Are you sure you want to delete Pixel 7 Pro?', 'Delete'],
    [
      'makeAdmin',
      { ...person, role: '' },
      'Make Rina (buyer) an admin — id user-42?',
      'Make Admin',
    ],
    ['deleteUser', person, 'Delete user Rina (seller) — id user-42?', 'Delete'],
    ['verifySeller', person, 'Verify seller Rina (seller) — id user-42?', 'Verify'],
  ])(
    'When it opens in %s mode, then it asks about the subject by name, role and id',
    async (mode, subject, question, action) => {
      const { dialog } = await openDialog({ mode, subject, onConfirm: vi.fn() });
      expect(dialog).toHaveAccessibleName(C[mode].title);
      expect(dialog).toHaveTextContent(question);
      expect(screen.getByRole('button', { name: action })).toBeEnabled();
      // Cancel has the focus, so Enter on a fresh dialog confirms nothing.
      expect(screen.getByRole('button', { name: C.cancel })).toHaveFocus();
    },
  );

  it('When Cancel is clicked, then it closes without calling onConfirm and focus returns', async () => {
    const onConfirm = vi.fn();
    const { user } = await openDialog({ mode: 'deleteProduct', subject: product, onConfirm });
    await user.click(screen.getByRole('button', { name: C.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('When Escape is pressed, then it closes without calling onConfirm', async () => {
    const onConfirm = vi.fn();
    const { dialog } = await openDialog({ mode: 'advertise', subject: product, onConfirm });
    // The browser turns Escape on a modal dialog into a "cancel" event.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('When Tab is pressed on the last button, then focus wraps to the first', async () => {
    const { user } = await openDialog({ mode: 'advertise', subject: product, onConfirm: vi.fn() });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Advertise' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: C.cancel })).toHaveFocus();
  });

  it('When a report is confirmed with a reason, then the trimmed reason is passed and it closes', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    const { user } = await openDialog({ mode: 'report', subject: product, onConfirm });
    await user.type(screen.getByLabelText(C.reason), '  Looks like a stolen phone  ');
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Looks like a stolen phone' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('When a report is confirmed without a reason, then no reason is passed', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    const { user } = await openDialog({ mode: 'report', subject: product, onConfirm });
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(onConfirm).toHaveBeenCalledWith({});
  });

  it('When the action fails, then the error shows and the dialog stays open', async () => {
    const onConfirm = vi.fn().mockRejectedValue(new Error('A sold listing cannot be advertised.'));
    const { user } = await openDialog({ mode: 'advertise', subject: product, onConfirm });
    await user.click(screen.getByRole('button', { name: 'Advertise' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A sold listing cannot be advertised.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Advertise' })).toBeEnabled();
  });
});
