import { ADMIN_TEXTS, TEXTS } from '@phonebazaar/shared';
import toast from 'react-hot-toast';
import { describeError } from '../../../lib/errors';
import type { DeletedReply, ModifiedReply } from '../api/admin-keys';

/*
 * What the confirmation dialog runs for the account actions. The dialog closes when the
 * returned promise resolves and stays open showing the error when it rejects.
 */

/**
 * Spec §4 and §8: after a delete, whatever the answer, the list refreshes (the mutation's
 * onSettled), the dialog closes and 'Successfully deleted seller' shows. When the server
 * refused (say SELF_DELETE), its reason shows as well, so the admin is not misled into
 * thinking the account is gone.
 */
export async function confirmDelete(run: () => Promise<DeletedReply>): Promise<void> {
  try {
    await run();
  } catch (error) {
    toast.error(ADMIN_TEXTS.deleteRefused(describeError(error)));
  }
  toast.success(TEXTS.toast.deletedSeller);
}

/**
 * Verify seller and Make Admin (spec §4): only a real change (modifiedCount > 0) closes the
 * dialog with 'Successfully verified seller', which the spec also uses for Make Admin.
 * Otherwise the dialog stays open and says nothing changed.
 */
export async function confirmChange(
  run: () => Promise<ModifiedReply>,
  unchangedMessage: string,
): Promise<void> {
  const reply = await run();
  if (reply.modifiedCount > 0) {
    toast.success(TEXTS.toast.verifiedSeller);
    return;
  }
  throw new Error(unchangedMessage);
}
