import { CONTACT_TEXTS, TEXTS } from '@phonebazaar/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient } from '../../../test/render-routes';
import { ContactForm } from './contact-form';

function renderForm() {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ContactForm />
      <Toaster />
    </QueryClientProvider>,
  );
}

async function fill(name: string, email: string, message: string) {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText('Full name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (message) await user.type(screen.getByLabelText('Message'), message);
  await user.click(screen.getByRole('button', { name: TEXTS.sendMessage }));
}

describe('Contact Us form (issue #23 item 3)', () => {
  it('When a visitor sends a valid message, then it is posted, a success toast shows and the form empties', async () => {
    const fetchMock = mockApi({
      '/api/contact': () => json({ acknowledged: true }, { status: 201 }),
    });
    renderForm();
    await fill('Rina Das', 'rina@example.com', 'Is the Pixel 7 still available?');

    expect(await screen.findByText(CONTACT_TEXTS.sent)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/contact');
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      fullName: 'Rina Das',
      email: 'rina@example.com',
      message: 'Is the Pixel 7 still available?',
    });
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
  });

  it('When fields are empty or invalid, then each says why beside it and nothing is sent', async () => {
    const fetchMock = mockApi({});
    renderForm();
    await fill('', 'not-an-email', 'hi');

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('When the server refuses (too many messages), then its reason shows and the text is kept', async () => {
    mockApi({
      '/api/contact': () =>
        json({ message: 'Too many messages sent. Try again in 5 minutes.' }, { status: 429 }),
    });
    renderForm();
    await fill('Rina Das', 'rina@example.com', 'Is the Pixel 7 still available?');

    expect(await screen.findByText(/Too many messages sent/)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Is the Pixel 7 still available?');
  });
});
