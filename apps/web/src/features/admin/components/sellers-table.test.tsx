import { ADMIN_TEXTS, CONFIRM_TEXTS, TEXTS } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdminSeller, methodOf, renderAdminScreen } from '../../../test/admin';
import { json } from '../../../test/mock-api';

const A = ADMIN_TEXTS;
const nusrat = makeAdminSeller({ _id: 'seller-n', name: 'Nusrat Jahan', verified: true });
const tanvir = makeAdminSeller({ _id: 'seller-t', name: 'Tanvir Ahmed', verified: false });

/** All Seller with a list that counts its fetches and a scripted verify/delete answer. */
function renderAllSeller(answer: { verify?: () => Response; remove?: () => Response } = {}) {
  let lists = 0;
  const calls: string[] = [];
  const view = renderAdminScreen('/dashboard/allseller', {
    '/api/sellers': () => {
      lists += 1;
      return json([nusrat, tanvir]);
    },
    '/api/sellers/seller-t': (_url, init) => {
      calls.push(methodOf(init));
      if (methodOf(init) === 'PUT')
        return answer.verify?.() ?? json({ acknowledged: true, modifiedCount: 1 });
      return answer.remove?.() ?? json({ acknowledged: true, deletedCount: 1 });
    },
  });
  return { ...view, calls, lists: () => lists };
}

const rowOf = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);

describe('All Seller', () => {
  it('When the list is loading, then a loading indicator shows', async () => {
    renderAdminScreen('/dashboard/allseller', { '/api/sellers': () => new Promise(() => {}) });
    const indicator = await screen.findByText(/loading sellers/i);
    expect(indicator.closest('[role="status"]')).not.toBeNull();
  });

  it("When a seller is verified, then a verified badge shows; otherwise an 'Add verified' button", async () => {
    renderAllSeller();
    await screen.findByText('Nusrat Jahan');
    expect(document.title).toBe('All Seller - PhoneBazaar');
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.titles.allSellers })).toBeVisible();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '#',
      'Name',
      'Email',
      'Verified',
      'Delete',
    ]);

    const verified = rowOf('Nusrat Jahan');
    expect(verified.getByText(A.verified)).toBeInTheDocument();
    expect(verified.queryByRole('button', { name: /add verified/i })).not.toBeInTheDocument();
    expect(verified.getByRole('button', { name: 'Delete Nusrat Jahan' })).toBeInTheDocument();
    expect(verified.getByText('1')).toBeInTheDocument();

    const unverified = rowOf('Tanvir Ahmed');
    expect(
      unverified.getByRole('button', { name: A.labels.verify('Tanvir Ahmed') }),
    ).toHaveTextContent(A.addVerified);
    expect(unverified.queryByText(A.verified)).not.toBeInTheDocument();
  });

  it('When verify answers modifiedCount 1, then the toast shows, the dialog closes and the list refreshes', async () => {
    const { user, lists } = renderAllSeller();
    await user.click(await screen.findByRole('button', { name: A.labels.verify('Tanvir Ahmed') }));
    const dialog = screen.getByRole('dialog', { name: CONFIRM_TEXTS.verifySeller.title });
    expect(dialog).toHaveTextContent('Verify seller Tanvir Ahmed (seller) — id seller-t?');
    await user.click(
      within(dialog).getByRole('button', { name: CONFIRM_TEXTS.verifySeller.action }),
    );

    expect(await screen.findByText(TEXTS.toast.verifiedSeller)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(lists()).toBe(2));
  });

  it('When verify answers modifiedCount 0, then the dialog stays open saying nothing changed, without a toast or refresh', async () => {
    const { user, lists } = renderAllSeller({
      verify: () => json({ acknowledged: true, modifiedCount: 0 }),
    });
    await user.click(await screen.findByRole('button', { name: A.labels.verify('Tanvir Ahmed') }));
    const dialog = screen.getByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: CONFIRM_TEXTS.verifySeller.action }),
    );

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      A.unchanged.verified('Tanvir Ahmed'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.toast.verifiedSeller)).not.toBeInTheDocument();
    expect(lists()).toBe(1);
  });

  it('When a delete is refused, then the list still refreshes, the dialog closes and both toasts show', async () => {
    const { user, lists, calls } = renderAllSeller({
      remove: () =>
        json({ message: 'That account is not a seller.', code: 'NOT_A_SELLER' }, { status: 409 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Tanvir Ahmed' }));
    const dialog = screen.getByRole('dialog', { name: CONFIRM_TEXTS.deleteUser.title });
    await user.click(within(dialog).getByRole('button', { name: CONFIRM_TEXTS.deleteUser.action }));

    expect(await screen.findByText(TEXTS.toast.deletedSeller)).toBeInTheDocument();
    expect(screen.getByText(A.deleteRefused('That account is not a seller.'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual(['DELETE']);
    await waitFor(() => expect(lists()).toBe(2));
  });
});
