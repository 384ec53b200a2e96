import { BUYING_TEXTS, type PaymentPage, TEXTS } from '@phonebazaar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder, makePaymentPage } from '../../../test/bookings';
import { type FakeAccount, fakeIdentityServer, pageData } from '../../../test/fake-identity';
import { json, mockApi } from '../../../test/mock-api';
import { createTestQueryClient, renderRoutes } from '../../../test/render-routes';
import { createRoutes } from '../../router';

const B = BUYING_TEXTS;
const buyer: FakeAccount = { email: 'buyer@example.test', name: 'Bina' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

interface Options {
  page?: Partial<PaymentPage>;
  pageStatus?: number;
  intent?: () => Response | Promise<Response>;
  confirm?: () => Response | Promise<Response>;
}

const succeeded = () =>
  json({ paymentIntent: { id: 'pi_42', status: 'succeeded', amount: 54000, currency: 'usd' } });

function renderPayment(options: Options = {}) {
  const server = fakeIdentityServer([buyer], buyer.email);
  const calls: { path: string; body: unknown }[] = [];
  const log = (path: string, init: RequestInit) =>
    calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
  const booking = makePaymentPage({ _id: 'b1', productId: 'p1', price: 540, ...options.page });
  mockApi({
    ...server.handlers,
    ...pageData,
    '/api/makepayment/b1': () =>
      options.pageStatus
        ? json({ message: 'nope', code: 'X' }, { status: options.pageStatus })
        : json(booking),
    '/api/payment-config': () => json({ provider: 'sandbox' }),
    '/api/create-payment-intent': (_url, init) => {
      log('intent', init);
      return options.intent?.() ?? json({ clientSecret: 'pi_42_secret' });
    },
    '/api/sandbox/confirm': (_url, init) => {
      log('confirm', init);
      return options.confirm?.() ?? succeeded();
    },
    '/api/payments': (_url, init) => {
      log('payments', init);
      return json({ acknowledged: true, insertedId: 'pay-1' });
    },
    // My Order after paying: what the receipt reads (issue #23 item 2).
    '/api/booking/myproduct': () =>
      json([
        makeOrder({
          _id: 'b1',
          productName: 'Pixel 7 Pro',
          price: 540,
          paid: true,
          status: 'paid',
          transactionId: 'pi_42',
          sellerName: 'Rafi',
          sellerPhone: '+8801711111111',
          meetingLocation: 'GEC Circle',
        }),
      ]),
  });
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: ['/dashboard/payment/b1'],
    session: 'server',
  });
  return { ...view, calls };
}

const payButton = () => screen.getByRole('button', { name: /^Pay|Processing/ });

async function enterCard(user: ReturnType<typeof renderPayment>['user'], number: string) {
  await user.type(await screen.findByLabelText(B.cardNumber), number);
  await user.type(screen.getByLabelText(B.cardExpiry), '1234');
  await user.type(screen.getByLabelText(B.cardCvc), '123');
}

describe('Payment page', () => {
  it('When it opens, then Check Out shows the booking read-only, the summary and the totals', async () => {
    renderPayment();
    expect(await screen.findByRole('heading', { level: 1, name: TEXTS.checkOut })).toBeVisible();
    expect(document.title).toBe('Payment - PhoneBazaar');
    expect(await screen.findByLabelText('Name')).toHaveValue('Bina');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText(B.meetingLocation)).toHaveValue(
      'GEC Circle, in front of Central Plaza',
    );
    expect(screen.getByLabelText(B.voucherCode)).toBeDisabled();
    expect(screen.getByRole('button', { name: B.apply })).toBeInTheDocument();
    const totals = screen.getByRole('table', { name: 'Totals' });
    expect(totals).toHaveTextContent('Subtotal$540Tax$0Voucher$0Total$540');
    expect(screen.getByLabelText(B.cardNumber)).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText(B.cardExpiry)).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText(B.cardCvc)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
    // Sandbox mode: Stripe.js is never fetched.
    expect(document.querySelector('script[src*="stripe"]')).toBeNull();
  });

  it('When the intent secret has not arrived, then Pay is disabled; and while paying it says Processing…', async () => {
    const intent = deferred<Response>();
    const confirm = deferred<Response>();
    const { user, calls } = renderPayment({
      intent: () => intent.promise,
      confirm: () => confirm.promise,
    });
    await enterCard(user, '4242424242424242');
    expect(payButton()).toBeDisabled();
    expect(calls.find((c) => c.path === 'intent')?.body).toEqual({ bookingId: 'b1', price: 540 });

    intent.resolve(json({ clientSecret: 'pi_42_secret' }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());

    await waitFor(() => expect(payButton()).toHaveTextContent(B.processing));
    expect(payButton()).toBeDisabled();
    confirm.resolve(succeeded());
    expect(await screen.findByText(TEXTS.toast.paymentCompleted)).toBeInTheDocument();
  });

  it('When the card is declined, then the provider message shows in a toast and nothing is recorded', async () => {
    const { user, calls } = renderPayment({
      confirm: () =>
        json(
          {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
            },
          },
          { status: 402 },
        ),
    });
    await enterCard(user, '4000000000000002');
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());

    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'confirm')?.body).toEqual({
      clientSecret: 'pi_42_secret',
      card: { number: '4000000000000002', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    expect(calls.some((c) => c.path === 'payments')).toBe(false);
    await waitFor(() => expect(payButton()).toBeEnabled());
    // Issue #23 item 11: the reason stays beside the card fields, not only in a 4 s toast...
    const reason = screen.getByRole('alert');
    expect(reason).toHaveTextContent('Card refused: Your card was declined.');
    // ...until the card changes.
    await user.type(screen.getByLabelText(B.cardCvc), '4');
    expect(screen.queryByText(/Card refused/)).not.toBeInTheDocument();
  });

  it('When the payment succeeds, then it is recorded with the intent id and /paymentcomplete opens', async () => {
    const { user, calls, router } = renderPayment();
    await enterCard(user, '4242 4242 4242 4242');
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());

    expect(await screen.findByText(TEXTS.toast.paymentCompleted)).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'payments')?.body).toEqual({
      price: 540,
      transactionId: 'pi_42',
      email: buyer.email,
      bookingId: 'b1',
      productId: 'p1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/paymentcomplete'));
    // The page is a receipt now: what, how much, the id, whom to call, what next.
    const receipt = await screen.findByRole('region', { name: B.receipt.title });
    expect(receipt).toHaveTextContent('Pixel 7 Pro');
    expect(receipt).toHaveTextContent('$540');
    expect(receipt).toHaveTextContent('pi_42');
    expect(within(receipt).getByRole('link', { name: 'Call Rafi, 01711-111111' })).toBeVisible();
    expect(within(receipt).getByRole('link', { name: B.receipt.toMyOrder })).toHaveAttribute(
      'href',
      '/dashboard/myorder',
    );
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.paymentComplete })).toBeVisible();
    expect(await screen.findByText(TEXTS.paymentComplete)).toBeInTheDocument();
  });

  it('When the card number fails Luhn, then it says so and nothing is sent', async () => {
    const { user, calls } = renderPayment();
    await enterCard(user, '4242424242424241');
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    expect(screen.getByLabelText(B.cardNumber)).toHaveValue('4242 4242 4242 4241');
    expect(calls.some((c) => c.path === 'confirm')).toBe(false);
  });

  it('When the booking is paid, then it says so with the transaction id and no payment is prepared', async () => {
    const { calls } = renderPayment({
      page: { paid: true, status: 'paid', transactionId: 'pi_done' },
    });
    expect(await screen.findByText(B.bookingPaid)).toBeInTheDocument();
    expect(screen.getByText('pi_done')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === 'intent')).toBe(false);
  });

  it('When the hold has lapsed, then it explains and links to all products', async () => {
    renderPayment({ page: { status: 'lapsed' } });
    expect(await screen.findByText(B.bookingLapsed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it.each([
    [404, 'Booking not found'],
    [403, 'This booking belongs to another buyer'],
  ])('When the booking answers %i, then a designed state shows', async (status, text) => {
    renderPayment({ pageStatus: status });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.checkOut })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Order' })).toBeInTheDocument();
  });
});
