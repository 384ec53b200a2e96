import { MESSAGING_TEXTS, type ReportedConversation } from '@phonebazaar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminScreen } from '../../../test/admin';
import { json } from '../../../test/mock-api';
import { message } from '../test/fake-messaging';

const A = MESSAGING_TEXTS.admin;

const reported: ReportedConversation = {
  id: 'c1',
  listing: { id: 'l1', productName: 'Pixel 8', productImg: '', sellingPrice: 420 },
  buyer: { id: 'u-buyer', name: 'Rahim', email: 'rahim@example.test' },
  seller: { id: 'u-seller', name: 'Sadia', email: 'sadia@example.test' },
  reportedBy: { id: 'u-buyer', name: 'Rahim' },
  reason: 'Asked me to pay by QR code',
  reportedAt: '2030-03-02T10:00:00.000Z',
  messageCount: 2,
};

const strip = ({ mine: _mine, ...rest }: ReturnType<typeof message>) => rest;

describe('Reported Conversations (admin, issue #19)', () => {
  it('When reports load, then each row names the listing, both parties, the reporter and the reason, and opens the conversation read only', async () => {
    const { user } = renderAdminScreen('/dashboard/reported-conversations', {
      '/api/admin/conversations/reported': () => json({ items: [reported], nextCursor: null }),
      '/api/admin/conversations/c1/messages': () =>
        json({
          conversation: reported,
          items: [
            strip(message(1, { senderId: 'u-buyer', text: 'Is it available?' })),
            strip(message(2, { senderId: 'u-seller', warning: true, text: 'Scan my QR' })),
          ],
          nextCursor: null,
        }),
    });
    const reason = await screen.findByText('Asked me to pay by QR code');
    expect(document.title).toBe(`${A.title} - PhoneBazaar`);
    const row = within(reason.closest('tr') as HTMLElement);
    expect(row.getByText('Pixel 8')).toBeInTheDocument();
    expect(row.getByText('sadia@example.test')).toBeInTheDocument();
    await user.click(row.getByRole('link', { name: A.readOf('Pixel 8') }));
    expect(
      await screen.findByRole('heading', { name: A.conversationTitle('Pixel 8') }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: MESSAGING_TEXTS.conversation });
    expect(within(list).getByText('Is it available?')).toBeInTheDocument();
    expect(within(list).getByRole('note')).toHaveTextContent(MESSAGING_TEXTS.safetyWarning);
    expect(screen.queryByLabelText(MESSAGING_TEXTS.labels.message)).not.toBeInTheDocument();
  });

  it('When nothing is reported, then the page says so', async () => {
    renderAdminScreen('/dashboard/reported-conversations', {
      '/api/admin/conversations/reported': () => json({ items: [], nextCursor: null }),
    });
    expect(await screen.findByText(A.empty)).toBeInTheDocument();
  });
});
