import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConfirmOutcome } from '../api/confirm-sandbox-card';
import { loadStripe, STRIPE_JS_URL } from '../utils/load-stripe';
import { StripeCardForm } from './stripe-card-form';

/** Stripe.js stand-in: the card element reports ready when the test says so. */
function fakeStripe() {
  const handlers: Record<string, (event?: unknown) => void> = {};
  const element = {
    mount: vi.fn(),
    destroy: vi.fn(),
    focus: vi.fn(),
    on: (event: string, handler: (event?: unknown) => void) => {
      handlers[event] = handler;
    },
  };
  const client = {
    elements: () => ({ create: () => element }),
    confirmCardPayment: vi.fn(async () => ({ paymentIntent: { id: 'pi_s', status: 'succeeded' } })),
  };
  const factory = vi.fn(() => client);
  vi.stubGlobal('Stripe', factory);
  return {
    factory,
    client,
    element,
    fire: (event: string, data?: unknown) => handlers[event]?.(data),
  };
}

function renderForm(clientSecret: string | undefined, declined: string | null = null) {
  const pay = vi.fn(async (confirm: () => Promise<ConfirmOutcome>) => void (await confirm()));
  const clearDeclined = vi.fn();
  const props = {
    publishableKey: 'pk_test_1',
    billing: { name: 'Bina', email: 'bina@example.test' },
    amount: '$540',
    pay: { pay, paying: false, declined, clearDeclined },
  };
  const view = render(<StripeCardForm {...props} clientSecret={clientSecret} />);
  return { ...view, pay, clearDeclined, props };
}

describe('Stripe card form', () => {
  it('When Stripe.js is missing, then its script tag is added, once, from js.stripe.com', () => {
    void loadStripe('pk_test_1').catch(() => {});
    void loadStripe('pk_test_1').catch(() => {});
    const scripts = document.querySelectorAll(`script[src="${STRIPE_JS_URL}"]`);
    expect(scripts).toHaveLength(1);
    scripts.forEach((script) => {
      script.remove();
    });
  });

  it('When the card element is not ready or the secret is missing, then Pay stays disabled', async () => {
    const stripe = fakeStripe();
    const { rerender, props } = renderForm(undefined);
    await waitFor(() => expect(stripe.element.mount).toHaveBeenCalled());
    expect(stripe.factory).toHaveBeenCalledWith('pk_test_1');
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();

    stripe.fire('ready');
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();
    rerender(<StripeCardForm {...props} clientSecret="pi_s_secret" />);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay/ })).toBeEnabled());
  });

  it('When Pay is pressed, then the card is confirmed with the secret and billing details', async () => {
    const stripe = fakeStripe();
    const { pay } = renderForm('pi_s_secret');
    await waitFor(() => expect(stripe.element.mount).toHaveBeenCalled());
    stripe.fire('change', { error: { message: 'Your card number is incomplete.' } });
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    stripe.fire('ready');
    await userEvent.click(await screen.findByRole('button', { name: /^Pay/ }));

    expect(pay).toHaveBeenCalledTimes(1);
    expect(stripe.client.confirmCardPayment).toHaveBeenCalledWith('pi_s_secret', {
      payment_method: {
        card: stripe.element,
        billing_details: { name: 'Bina', email: 'bina@example.test' },
      },
    });
  });

  it('When the last card was refused, then the reason shows beside the card until the card changes', async () => {
    const stripe = fakeStripe();
    const { clearDeclined } = renderForm('pi_s_secret', 'Your card was declined.');
    expect(screen.getByRole('alert')).toHaveTextContent('Card refused: Your card was declined.');
    await waitFor(() => expect(stripe.element.mount).toHaveBeenCalled());
    stripe.fire('change', { error: undefined });
    expect(clearDeclined).toHaveBeenCalledTimes(1);
  });
});
