import { formatPhone } from '@phonebazaar/shared/phone-number';
import { expect, it } from 'vitest';
import {
  messagingCalls,
  messagingCast,
  started,
} from '../../modules/messaging/messaging-test-helpers.ts';
import { markPhoneVerified } from '../phone-helpers.ts';
import { describeOnEachDatabase } from '../test-app.ts';

/** Issue #36 item 1: messaging shares the verified number, read through users' door. */
describeOnEachDatabase('a shared phone is the verified one (issue #36)', (ctx) => {
  it('When a party with a verified phone shares a number in a conversation, then the other party sees the verified number; without one, the typed number', async () => {
    const cast = await messagingCast(ctx());
    const calls = messagingCalls(() => ctx().app);
    const verified = await markPhoneVerified(ctx().database.db, cast.seller.row.id);
    const asker = await cast.person();
    const id = await started(calls, asker, cast.listing.id, 'Can we talk by phone?');
    const shared = await calls.sharePhone(cast.seller, id, '+880 1999-000000');
    expect(shared.statusCode, shared.body).toBe(200);
    const seen = (await calls.messages(asker, id)).json();
    expect(seen.conversation.other.sharedPhone).toBe(formatPhone(verified));
    await calls.sharePhone(asker, id, '+880 1888-000000');
    const seller = (await calls.messages(cast.seller, id)).json();
    expect(seller.conversation.other.sharedPhone).toBe('+880 1888-000000');
  });
});
