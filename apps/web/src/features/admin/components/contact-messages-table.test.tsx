import { CONTACT_TEXTS } from '@phonebazaar/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen } from '../../../test/admin';
import { json } from '../../../test/mock-api';

const message = {
  _id: 'm-1',
  fullName: 'Rina Das',
  email: 'rina.das@example.com',
  message: 'Is the Pixel 7 still for sale?\nI can meet in Dhanmondi.',
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('Messages (admin, issue #23 item 3)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('When messages load, then each row shows who wrote, a reply link, when and the whole message', async () => {
    renderAdminScreen('/dashboard/messages', {
      '/api/admin/contact-messages': () => json([message]),
    });
    const name = await screen.findByText('Rina Das');
    expect(document.title).toBe(`${CONTACT_TEXTS.admin.title} - PhoneBazaar`);
    expect(screen.getByRole('table')).toHaveAccessibleName(/messages/i);
    const row = within(name.closest('tr') as HTMLElement);
    expect(row.getByRole('link', { name: 'rina.das@example.com' })).toHaveAttribute(
      'href',
      'mailto:rina.das@example.com',
    );
    expect(row.getByText(/I can meet in Dhanmondi/)).toBeInTheDocument();
  });

  it('When there are no messages, then the empty state says where they come from', async () => {
    renderAdminScreen('/dashboard/messages', { '/api/admin/contact-messages': () => json([]) });
    expect(await screen.findByText(CONTACT_TEXTS.admin.empty)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_TEXTS.admin.emptyHint)).toBeInTheDocument();
  });
});
