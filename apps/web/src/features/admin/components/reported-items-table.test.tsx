import { ADMIN_TEXTS, CONFIRM_TEXTS, TEXTS } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeReportedProduct, methodOf, renderAdminScreen } from '../../../test/admin';
import { json } from '../../../test/mock-api';

const A = ADMIN_TEXTS;
const oneplus = makeReportedProduct({
  _id: 'product-op',
  productName: 'OnePlus 10 Pro',
  sellerName: 'Tanvir Ahmed',
  sellerEmail: 'tanvir@example.test',
  reportCount: 2,
  reasons: ['Looks like a stolen phone', 'Price too good to be true'],
});

function renderReported(answers: { remove?: () => Response } = {}) {
  let lists = 0;
  const calls: string[] = [];
  const view = renderAdminScreen('/dashboard/reporteditems', {
    '/api/report': () => {
      lists += 1;
      return json([oneplus]);
    },
    '/api/report/product-op': (_url, init) => {
      calls.push(`${methodOf(init)} delete`);
      return answers.remove?.() ?? json({ acknowledged: true, deletedCount: 1 });
    },
    '/api/report/product-op/dismiss': (_url, init) => {
      calls.push(`${methodOf(init)} dismiss`);
      return json({ acknowledged: true, deletedCount: 2 });
    },
  });
  return { ...view, calls, lists: () => lists };
}

describe('Reported Items', () => {
  it('When a listing is reported, then its image, name, seller, count and folded reasons show', async () => {
    const { user } = renderReported();
    await screen.findByText('OnePlus 10 Pro');
    expect(document.title).toBe('Reported Items - PhoneBazaar');
    const tr = screen.getByText('OnePlus 10 Pro').closest('tr') as HTMLElement;
    const row = within(tr);
    expect(row.getByText('Tanvir Ahmed')).toBeInTheDocument();
    expect(row.getByText('2 reports')).toBeInTheDocument();
    // Decorative (alt ''): the name beside it says what it is.
    expect(tr.querySelector('img')).toHaveAttribute('src', oneplus.productImg);

    const reasons = row.getByText('Show 2 reasons');
    expect(reasons.closest('details')).not.toHaveAttribute('open');
    await user.click(reasons);
    const list = row.getByRole('list', { name: A.labels.reasons('OnePlus 10 Pro') });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(oneplus.reasons);
  });

  it('When an IMEI block took the listing down, then it says so instead of offering Delete, and reports can still be dismissed', async () => {
    const blocked = makeReportedProduct({
      _id: 'product-blocked',
      productName: 'Galaxy S21',
      takenDown: true,
      reasons: ['Blocked IMEI'],
    });
    renderAdminScreen('/dashboard/reporteditems', { '/api/report': () => json([blocked]) });
    const row = within((await screen.findByText('Galaxy S21')).closest('tr') as HTMLElement);
    expect(row.getByText(A.takenDown)).toBeInTheDocument();
    expect(row.queryByRole('button', { name: A.labels.delete('Galaxy S21') })).toBeNull();
    expect(row.getByRole('button', { name: A.labels.dismiss('Galaxy S21') })).toBeVisible();
  });

  it("When the admin deletes it, then 'Successfully deleted product' shows and the list refreshes", async () => {
    const { user, calls, lists } = renderReported();
    await user.click(await screen.findByRole('button', { name: 'Delete OnePlus 10 Pro' }));
    const dialog = screen.getByRole('dialog', { name: CONFIRM_TEXTS.deleteProduct.title });
    expect(dialog).toHaveTextContent('Are you sure you want to delete OnePlus 10 Pro?');
    await user.click(
      within(dialog).getByRole('button', { name: CONFIRM_TEXTS.deleteProduct.action }),
    );

    expect(await screen.findByText(TEXTS.toast.productDeleted)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual(['DELETE delete']);
    await waitFor(() => expect(lists()).toBe(2));
  });

  it('When the delete fails, then the dialog stays open with the reason and no success toast', async () => {
    const { user } = renderReported({
      remove: () => json({ message: 'Try again later', code: 'INTERNAL' }, { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete OnePlus 10 Pro' }));
    const dialog = screen.getByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: CONFIRM_TEXTS.deleteProduct.action }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Try again later');
    expect(screen.queryByText(TEXTS.toast.productDeleted)).not.toBeInTheDocument();
  });

  it("When the admin dismisses its reports, then they confirm first and 'Reports dismissed' shows", async () => {
    const { user, calls, lists } = renderReported();
    await user.click(
      await screen.findByRole('button', { name: A.labels.dismiss('OnePlus 10 Pro') }),
    );
    const dialog = screen.getByRole('dialog', { name: A.dismissDialog.title });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: A.dismissReports }));

    expect(await screen.findByText(A.reportsDismissed)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual(['POST dismiss']);
    await waitFor(() => expect(lists()).toBe(2));
  });

  it('When the answer carries report categories (issue #21), then they show as readable labels', async () => {
    renderAdminScreen('/dashboard/reporteditems', {
      '/api/report': () => json([{ ...oneplus, categories: ['stolen', 'wrong_price'] }]),
    });
    const list = await screen.findByRole('list', { name: 'Categories (OnePlus 10 Pro)' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Stolen phone', 'Wrong price']);
  });
});
