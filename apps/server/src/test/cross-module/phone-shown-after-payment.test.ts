import { formatPhone } from '@phonebazaar/shared/phone-number';
import { expect, it } from 'vitest';
import { bookingPayload, buyingCalls, buyingCast, paidThroughSandbox } from '../buying-helpers.ts';
import { markPhoneVerified } from '../phone-helpers.ts';
import { describeOnEachDatabase } from '../test-app.ts';

type Order = { _id: string; sellerPhone: string | null; buyerNumber: string };

/** Issue #36 item 1: the number shown after payment is the party's verified one, if any. */
describeOnEachDatabase('the phones shown after payment (issue #36)', (ctx) => {
  it('When both parties verified a phone, then My Orders shows the seller’s verified number and My Sell the buyer’s, in the one format; without one, the typed numbers', async () => {
    const cast = await buyingCast(ctx());
    const calls = buyingCalls(ctx);
    const typed = await paidThroughSandbox(calls, cast);
    const typedOrder = (await calls.myOrders(cast.buyer.email, cast.buyer)).json() as Order[];
    const before = typedOrder.find((o) => o._id === typed.bookingId);
    expect(before?.buyerNumber).toBe(bookingPayload(typed.productId).buyerNumber);
    // The listing's "call this number" as the seller typed it (fixtures' default).
    const typedSellerPhone = before?.sellerPhone;
    expect(typedSellerPhone).toBeTruthy();

    const sellerPhone = await markPhoneVerified(ctx().database.db, cast.seller.row.id);
    const buyerPhone = await markPhoneVerified(ctx().database.db, cast.buyer.row.id);
    const orders = (await calls.myOrders(cast.buyer.email, cast.buyer)).json() as Order[];
    const order = orders.find((o) => o._id === typed.bookingId);
    expect(order?.sellerPhone).toBe(formatPhone(sellerPhone));
    expect(order?.buyerNumber).toBe(formatPhone(buyerPhone));
    const sales = (await calls.mySell(cast.seller.email, cast.seller)).json() as Order[];
    expect(sales.find((s) => s._id === typed.bookingId)?.buyerNumber).toBe(formatPhone(buyerPhone));
    expect(formatPhone(sellerPhone)).not.toBe(typedSellerPhone);
  });
});
