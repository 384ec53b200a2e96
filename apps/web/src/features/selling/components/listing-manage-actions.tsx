import { type OwnProduct, type Product, SELLING_TEXTS, TEXTS } from '@phonebazaar/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { MegaphoneIcon, TrashIcon } from '../../../components/ui/action-icons';
import { useAdvertiseProduct } from '../api/advertise-product';
import { useDeleteProduct } from '../api/delete-product';

// daisyUI's outlined error red is too light on white (axe: color-contrast); red-700 is not.
const DELETE_LOOK = 'border-red-300 bg-base-100 text-red-700 hover:border-red-400 hover:bg-red-50';

type Listing = Pick<Product, '_id' | 'productName' | 'advertisement' | 'sold'> &
  Partial<Pick<OwnProduct, 'review'>>;

interface ListingManageActionsProps {
  listing: Listing;
  /** The seller looking at their own listing; otherwise an admin, who may only delete. */
  owner: boolean;
  /** Compact buttons for table-like rows; full-width ones at a card's foot. */
  size?: 'sm' | 'md';
}

/**
 * Spec §6: on their own listing a seller may Advertise (while it is not advertised and
 * unsold) and Delete; an admin may Delete any listing. Both go through the confirmation
 * dialog; the server still decides (403/409 messages are shown in the dialog).
 */
export function ListingManageActions({ listing, owner, size = 'md' }: ListingManageActionsProps) {
  const [mode, setMode] = useState<'advertise' | 'deleteProduct' | null>(null);
  const advertise = useAdvertiseProduct();
  const remove = useDeleteProduct();
  // Issue #21: a listing buyers cannot see (held or rejected) has nobody to be advertised to.
  const hidden = listing.review?.state === 'pending_review' || listing.review?.state === 'rejected';
  const canAdvertise = owner && !listing.advertisement && !listing.sold && !hidden;
  const btn = size === 'sm' ? 'btn btn-sm' : 'btn flex-1';

  const confirm = async () => {
    if (mode === 'advertise') {
      const reply = await advertise.mutateAsync(listing._id);
      // Spec §4: advertising is confirmed only when something changed.
      if (reply.modifiedCount > 0) toast.success(TEXTS.toast.advertised);
      else toast(SELLING_TEXTS.alreadyAdvertised);
    } else {
      await remove.mutateAsync(listing._id);
      toast.success(TEXTS.toast.productDeleted);
    }
  };

  return (
    <>
      {canAdvertise && (
        <button
          type="button"
          className={`${btn} btn-primary`}
          aria-label={`${SELLING_TEXTS.advertise} ${listing.productName}`}
          onClick={() => setMode('advertise')}
        >
          <MegaphoneIcon className="size-4" />
          {SELLING_TEXTS.advertise}
        </button>
      )}
      <button
        type="button"
        className={`${btn} ${DELETE_LOOK}`}
        aria-label={`${SELLING_TEXTS.delete} ${listing.productName}`}
        onClick={() => setMode('deleteProduct')}
      >
        <TrashIcon className="size-4" />
        {SELLING_TEXTS.delete}
      </button>
      {mode && (
        <ConfirmDialog
          mode={mode}
          subject={{ name: listing.productName, _id: listing._id }}
          onConfirm={confirm}
          onClose={() => setMode(null)}
        />
      )}
    </>
  );
}
