import { CONFIRM_TEXTS, TEXTS } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAdminBuyer, renderAdminScreen } from '../../../test/admin';
import { json } from '../../../test/mock-api';

const sadia = makeAdminBuyer({ _id: 'buyer-s', name: 'Sadia Rahman' });
const karim = makeAdminBuyer({ _id: 'buyer-k', name: 'Karim Uddin', photoURL: '' });

describe('All Buyers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('When buyers load, then each row has its index, avatar and name, email and a named Delete', async () => {
    renderAdminScreen('/dashboard/allbuyers', { '/api/buyers': () => json([sadia, karim]) });
    await screen.findByText('Sadia Rahman');
    expect(document.title).toBe('All Buyers - PhoneBazaar');
    expect(screen.getByRole('table')).toHaveAccessibleName(/buyers/i);
    const row = within(screen.getByText('Karim Uddin').closest('tr') as HTMLElement);
    expect(row.getByText('2')).toBeInTheDocument();
    expect(row.getByText(karim.email)).toBeInTheDocument();
    // No photo: the initial stands in for it.
    expect(row.getByText('K')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Delete Karim Uddin' })).toBeVisible();
  });

  it('When a delete fails on the network, then the list still refreshes, the dialog closes and the toast shows', async () => {
    let lists = 0;
    const { user } = renderAdminScreen('/dashboard/allbuyers', {
      '/api/buyers': () => {
        lists += 1;
        return json([sadia]);
      },
      '/api/buyers/buyer-s': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Sadia Rahman' }));
    const dialog = screen.getByRole('dialog', { name: CONFIRM_TEXTS.deleteUser.title });
    expect(dialog).toHaveTextContent('Delete user Sadia Rahman (buyer) — id buyer-s?');
    await user.click(within(dialog).getByRole('button', { name: CONFIRM_TEXTS.deleteUser.action }));

    expect(await screen.findByText(TEXTS.toast.deletedSeller)).toBeInTheDocument();
    expect(screen.getByText(/Failed to fetch/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(lists).toBe(2));
  });

  it('When the list fails, then an error with Retry shows, and Retry loads it', async () => {
    let fail = true;
    const { user } = renderAdminScreen('/dashboard/allbuyers', {
      '/api/buyers': () =>
        fail
          ? json({ message: 'Server trouble', code: 'INTERNAL' }, { status: 503 })
          : json([sadia]),
    });
    expect(await screen.findByText('Server trouble')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sadia Rahman')).toBeInTheDocument();
  });

  it('When there are no buyers, then an empty state says so', async () => {
    renderAdminScreen('/dashboard/allbuyers', { '/api/buyers': () => json([]) });
    expect(await screen.findByText('No buyers yet')).toBeInTheDocument();
  });

  it('When the server has more, then Load more asks for the next cursor and appends', async () => {
    const asked: (string | null)[] = [];
    const { user } = renderAdminScreen('/dashboard/allbuyers', {
      '/api/buyers': (url) => {
        asked.push(url.searchParams.get('cursor'));
        return url.searchParams.get('cursor') === 'c2'
          ? json([karim])
          : json([sadia], { nextCursor: 'c2' });
      },
    });
    await screen.findByText('Sadia Rahman');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Karim Uddin')).toBeInTheDocument();
    expect(asked).toEqual([null, 'c2']);
    // Issue #23 item 6: focus moves to the first new row, so the next Tab continues from it.
    await waitFor(() =>
      expect(screen.getByText('Karim Uddin').closest('tr')).toBe(document.activeElement),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('When the screen is phone-sized, then each buyer is a card listing its values, not a table', async () => {
    const phone = { matches: true, addEventListener: () => {}, removeEventListener: () => {} };
    vi.spyOn(window, 'matchMedia').mockReturnValue(phone as unknown as MediaQueryList);
    renderAdminScreen('/dashboard/allbuyers', { '/api/buyers': () => json([sadia, karim]) });
    const list = await screen.findByRole('list', { name: /buyers, newest first/i });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(within(list).getAllByRole('listitem')[1] as HTMLElement);
    expect(card.getByText('Karim Uddin')).toBeInTheDocument();
    expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual([
      '#',
      'Email',
      'Delete',
    ]);
    expect(card.getByText('2')).toBeInTheDocument();
    expect(card.getByText(karim.email)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Delete Karim Uddin' })).toBeVisible();
  });

  it('When the admin types in the filter box, then the server is asked with q and only matches show; none says so', async () => {
    const asked: (string | null)[] = [];
    const { user } = renderAdminScreen('/dashboard/allbuyers', {
      '/api/buyers': (url) => {
        const q = url.searchParams.get('q');
        asked.push(q);
        if (q === 'karim') return json([karim]);
        if (q) return json([]);
        return json([sadia, karim]);
      },
    });
    await screen.findByText('Sadia Rahman');
    const box = screen.getByLabelText('Find a buyer by name or email');
    await user.type(box, 'karim');
    await waitFor(() => expect(screen.queryByText('Sadia Rahman')).not.toBeInTheDocument());
    expect(screen.getByText('Karim Uddin')).toBeInTheDocument();
    // One request once typing settled, not one per key.
    expect(asked).toEqual([null, 'karim']);

    await user.clear(box);
    await user.type(box, 'nobody');
    expect(await screen.findByText('Nothing matches “nobody”')).toBeInTheDocument();
  });

  it('When an email is long, then it may wrap after the @ and before dots, not mid-word', async () => {
    const long = makeAdminBuyer({ _id: 'b-long', email: 'a.very.long.name@subdomain.example.com' });
    renderAdminScreen('/dashboard/allbuyers', { '/api/buyers': () => json([long]) });
    const email = await screen.findByText(long.email);
    // a|.very|.long|.name|@|subdomain|.example|.com
    expect(email.querySelectorAll('wbr')).toHaveLength(7);
  });
});
