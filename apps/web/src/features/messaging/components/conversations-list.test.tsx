import { MESSAGING_TEXTS } from '@phonebazaar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conversation, message, renderMessaging } from '../test/fake-messaging';

const T = MESSAGING_TEXTS;

describe('Messages page (issue #19)', () => {
  it('When conversations load, then each shows its listing, the other party, the last message and its unread count', async () => {
    renderMessaging('/dashboard/conversations', {
      conversations: [
        conversation({
          unread: 2,
          lastMessage: message(3, { text: 'Is the battery original?' }),
        }),
        conversation({
          id: 'c2',
          listing: {
            id: 'l2',
            productName: 'iPhone 13',
            productImg: 'https://img.test/i13.jpg',
            sellingPrice: 500,
          },
          other: { id: 'u-b', name: 'Karim', image: '', sharedPhone: null },
          lastMessage: message(1, { mine: true, text: 'Yes, still for sale.' }),
        }),
      ],
    });
    const list = await screen.findByRole('region', { name: T.title });
    expect(document.title).toBe(`${T.title} - PhoneBazaar`);
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('two rows expected');
    expect(within(first).getByRole('heading', { name: 'Pixel 8' })).toBeInTheDocument();
    expect(within(first).getByText(T.with('Sadia'))).toBeInTheDocument();
    expect(within(first).getByText('Is the battery original?')).toBeInTheDocument();
    expect(within(first).getByText(T.unreadCount(2))).toBeInTheDocument();
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/dashboard/conversations/c1');
    expect(within(second).getByText(`${T.you}:`)).toBeInTheDocument();
    expect(within(second).queryByText(/unread/)).not.toBeInTheDocument();
    // The row and the page total both say it.
    expect(within(list).getAllByText(T.unreadCount(2))).toHaveLength(2);
  });

  it('When there are no conversations, then the page says so and offers the phones', async () => {
    renderMessaging('/dashboard/conversations', { conversations: [] });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.browse })).toHaveAttribute('href', '/all-products');
  });
});
