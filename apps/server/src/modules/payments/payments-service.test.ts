import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PaymentRequiredError } from '../../lib/errors.ts';
import type { BookingLookup, FoundBooking } from '../bookings/index.ts';
import type { PaymentRecorder } from './payment-recorder.ts';
import type { PaymentsRepository } from './payments-repository.ts';
import { createPaymentsService } from './payments-service.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';

/**
 * The race the randomized workload found (seed 383103450): a buyer asks for a payment intent
 * while the same booking's card payment is being recorded and refused (the phone went to
 * another buyer), so the intent read as held a moment ago is cancelled by the time it is checked.
 */
describe('createIntent while the same intent is being settled', () => {
  it('When the held intent is cancelled between the two reads, then 409 PAYMENT_RETRY, not 402', async () => {
    const buyerId = randomUUID();
    const booking = {
      id: randomUUID(),
      buyerId,
      paid: false,
      lapsed: false,
      cancelled: false,
      listingAvailable: true,
    } as unknown as FoundBooking;
    const service = createPaymentsService({
      provider: { name: 'sandbox' } as PaymentProvider,
      payments: {
        findLiveIntent: async () => ({ id: 'pi_1', status: 'requires_capture', clientSecret: 's' }),
      } as unknown as PaymentsRepository,
      bookings: { findById: async () => booking } as unknown as BookingLookup,
      recorder: {
        record: async () => {
          throw new PaymentRequiredError(
            'The payment has not been completed.',
            'PAYMENT_NOT_COMPLETED',
          );
        },
      } as unknown as PaymentRecorder,
    });

    const attempt = service.createIntent({ id: buyerId } as never, booking.id);

    await expect(attempt).rejects.toMatchObject({ statusCode: 409, code: 'PAYMENT_RETRY' });
  });
});
