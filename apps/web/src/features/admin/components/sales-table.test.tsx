import { BUYING_TEXTS, TRUST_TEXTS } from '@phonebazaar/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdminSale, renderAdminScreen } from '../../../test/admin';
import { json } from '../../../test/mock-api';

const rowOf = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);

describe('All Sell', () => {
  it("When bookings are unpaid, paid or lapsed, then Payment Status says 'Booked', 'paid' (spec §4's words) or Lapsed (one badge map, issue #37)", async () => {
    renderAdminScreen('/dashboard/allsell', {
      '/api/allselling': () =>
        json([
          makeAdminSale({
            productName: 'Pixel 7',
            sellerEmail: 'arif@example.test',
            buyerEmail: 'sadia@example.test',
            price: 410,
          }),
          makeAdminSale({ productName: 'iPhone 12', paid: true, status: 'paid', price: 289.5 }),
          makeAdminSale({ productName: 'Moto G', status: 'lapsed' }),
        ]),
    });
    await screen.findByText('Pixel 7');
    expect(document.title).toBe('All Sell - PhoneBazaar');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Product Name',
      'Seller Email',
      'Buyer Email',
      'Price',
      'Payment Status',
      'Counts',
    ]);
    const booked = rowOf('Pixel 7');
    expect(booked.getByText('Booked')).toBeInTheDocument();
    expect(booked.getByText('arif@example.test')).toBeInTheDocument();
    expect(booked.getByText('sadia@example.test')).toBeInTheDocument();
    expect(booked.getByText('$410')).toBeInTheDocument();

    const paid = rowOf('iPhone 12');
    expect(paid.getByText('paid', { exact: true })).toBeInTheDocument();
    expect(paid.queryByText('Booked')).not.toBeInTheDocument();
    expect(paid.getByText('$289.50')).toBeInTheDocument();

    expect(rowOf('Moto G').getByText(BUYING_TEXTS.saleStatus.lapsed)).toBeInTheDocument();
    expect(rowOf('Moto G').queryByText('Booked')).not.toBeInTheDocument();
  });

  it("When a released deal was not at arm's length, then Counts says so with its reasons (issue #36)", async () => {
    renderAdminScreen('/dashboard/allsell', {
      '/api/allselling': () =>
        json([
          makeAdminSale({
            productName: 'Sock deal',
            paid: true,
            status: 'paid',
            armsLength: { counted: false, reasons: ['SAME_DEVICE', 'PHONE_NOT_VERIFIED'] },
          }),
          makeAdminSale({
            productName: 'Honest deal',
            paid: true,
            status: 'paid',
            armsLength: { counted: true, reasons: [] },
          }),
        ]),
    });
    await screen.findByText('Sock deal');
    const sock = rowOf('Sock deal');
    expect(sock.getByText(TRUST_TEXTS.sales.notCounted)).toBeInTheDocument();
    expect(sock.getByText(TRUST_TEXTS.reasons.SAME_DEVICE)).toBeInTheDocument();
    expect(sock.getByText(TRUST_TEXTS.reasons.PHONE_NOT_VERIFIED)).toBeInTheDocument();
    expect(rowOf('Honest deal').getByText(TRUST_TEXTS.sales.counted)).toBeInTheDocument();
  });
});
