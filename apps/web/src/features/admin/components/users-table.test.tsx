import { ADMIN_TEXTS, CONFIRM_TEXTS, TEXTS } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, makeAdminUser, methodOf, renderAdminScreen } from '../../../test/admin';
import { json } from '../../../test/mock-api';

const A = ADMIN_TEXTS;
const me = makeAdminUser({
  _id: 'user-me',
  name: 'Shafiq Islam',
  email: admin.email,
  role: 'admin',
});
const rina = makeAdminUser({ _id: 'user-r', name: 'Rina Das', role: 'seller' });
const bina = makeAdminUser({ _id: 'user-b', name: 'Bina Roy', role: '' });

function renderAllUser(answers: Record<string, () => Response> = {}) {
  let lists = 0;
  const view = renderAdminScreen('/dashboard/alluser', {
    '/api/users': (_url, init) => {
      if (methodOf(init) !== 'GET') throw new Error('only the list is read here');
      lists += 1;
      return json([me, rina, bina]);
    },
    '/api/users/makeadmin/user-b': () =>
      answers.makeAdmin?.() ?? json({ acknowledged: true, modifiedCount: 1 }),
    '/api/users/delete/user-r': () =>
      answers.remove?.() ?? json({ acknowledged: true, deletedCount: 1 }),
  });
  return { ...view, lists: () => lists };
}

// In the table: the signed-in admin's name is also in the header's (closed) account menu.
const rowOf = (name: string) =>
  within(within(screen.getByRole('table')).getByText(name).closest('tr') as HTMLElement);

describe('All User', () => {
  it('When accounts load, then each shows its role, an Admin badge or Make Admin, and Delete', async () => {
    renderAllUser();
    await screen.findByText('Rina Das');
    expect(document.title).toBe('All User - PhoneBazaar');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Email',
      'Role',
      'Admin',
      'Delete',
    ]);
    expect(rowOf('Rina Das').getByText('Seller')).toBeInTheDocument();
    expect(rowOf('Bina Roy').getByText('Buyer')).toBeInTheDocument();
    expect(rowOf('Bina Roy').getByRole('button', { name: 'Make Admin Bina Roy' })).toBeVisible();
    expect(rowOf('Rina Das').getByRole('button', { name: 'Delete Rina Das' })).toBeVisible();

    // The admin's own row: an Admin badge, and a Delete that explains why it does nothing.
    const own = rowOf('Shafiq Islam');
    expect(own.queryByRole('button', { name: /make admin/i })).not.toBeInTheDocument();
    expect(own.getAllByText(A.adminBadge).length).toBeGreaterThan(0);
    const selfDelete = own.getByRole('button', { name: 'Delete Shafiq Islam' });
    expect(selfDelete).toHaveAttribute('aria-disabled', 'true');
    expect(selfDelete).toHaveAccessibleDescription(A.selfDelete);
  });

  it('When the admin clicks Delete on their own row, then no dialog opens', async () => {
    const { user } = renderAllUser();
    await user.click(await screen.findByRole('button', { name: 'Delete Shafiq Islam' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("When Make Admin changes the account, then 'Successfully verified seller' shows, the dialog closes and the list refreshes", async () => {
    const { user, lists } = renderAllUser();
    await user.click(await screen.findByRole('button', { name: 'Make Admin Bina Roy' }));
    const dialog = screen.getByRole('dialog', { name: CONFIRM_TEXTS.makeAdmin.title });
    expect(dialog).toHaveTextContent('Make Bina Roy (buyer) an admin — id user-b?');
    await user.click(within(dialog).getByRole('button', { name: CONFIRM_TEXTS.makeAdmin.action }));

    expect(await screen.findByText(TEXTS.toast.verifiedSeller)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(lists()).toBe(2));
  });

  it('When Make Admin changes nothing, then the dialog stays open and says so', async () => {
    const { user, lists } = renderAllUser({
      makeAdmin: () => json({ acknowledged: true, modifiedCount: 0 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Make Admin Bina Roy' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: CONFIRM_TEXTS.makeAdmin.action }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      A.unchanged.admin('Bina Roy'),
    );
    expect(screen.queryByText(TEXTS.toast.verifiedSeller)).not.toBeInTheDocument();
    expect(lists()).toBe(1);
  });

  it("When a delete succeeds, then the list refreshes, the dialog closes and 'Successfully deleted seller' shows", async () => {
    const { user, lists } = renderAllUser();
    await user.click(await screen.findByRole('button', { name: 'Delete Rina Das' }));
    const dialog = screen.getByRole('dialog', { name: CONFIRM_TEXTS.deleteUser.title });
    expect(dialog).toHaveTextContent('Delete user Rina Das (seller) — id user-r?');
    await user.click(within(dialog).getByRole('button', { name: CONFIRM_TEXTS.deleteUser.action }));

    expect(await screen.findByText(TEXTS.toast.deletedSeller)).toBeInTheDocument();
    expect(screen.queryByText(/did not delete/)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(lists()).toBe(2));
  });

  it("When the server refuses a delete (SELF_DELETE), then the spec's toast shows and the server's reason too", async () => {
    const message = 'You cannot delete your own account. Ask another admin.';
    const { user, lists } = renderAllUser({
      remove: () => json({ message, code: 'SELF_DELETE' }, { status: 403 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Rina Das' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', {
        name: CONFIRM_TEXTS.deleteUser.action,
      }),
    );
    expect(await screen.findByText(TEXTS.toast.deletedSeller)).toBeInTheDocument();
    expect(screen.getByText(A.deleteRefused(message))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(lists()).toBe(2));
  });
});
