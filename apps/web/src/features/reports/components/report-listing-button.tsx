import { type Product, SELLING_TEXTS, TEXTS } from '@phonebazaar/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { FlagIcon } from '../../../components/ui/action-icons';
import { useReportedByMe, useReportProduct } from '../api/report-product';
import { type ReportInput, ReportListingDialog } from './report-listing-dialog';

/**
 * Spec §2/§5 Report icon: the caller shows it only to a signed-in user who is neither the
 * listing's seller nor an admin (the server checks the same and allows one report each).
 */
export function ReportListingButton({
  listing,
}: {
  listing: Pick<Product, '_id' | 'productName'>;
}) {
  const [open, setOpen] = useState(false);
  const report = useReportProduct();
  const reported = useReportedByMe(listing._id);

  const confirm = async (input: ReportInput) => {
    const reply = await report.mutateAsync({ id: listing._id, ...input });
    // Spec §4: confirmed only when modifiedCount > 0; a repeat says why, without alarm.
    if (reply.modifiedCount > 0) toast.success(TEXTS.toast.reported);
    else toast(reply.message ?? 'You have already reported this listing.');
  };

  if (reported) {
    // Stays focusable (aria-disabled) so the state is found by keyboard and screen reader.
    return (
      <span className="tooltip" data-tip={SELLING_TEXTS.reported}>
        <button
          type="button"
          aria-disabled="true"
          className="btn btn-square btn-ghost cursor-default text-error"
          aria-label={SELLING_TEXTS.reportedListing(listing.productName)}
        >
          <FlagIcon className="size-5 fill-current" />
        </button>
      </span>
    );
  }

  return (
    <>
      <span className="tooltip" data-tip="Report">
        <button
          type="button"
          className="btn btn-square btn-ghost text-base-content/70 hover:text-error"
          aria-label={SELLING_TEXTS.report(listing.productName)}
          onClick={() => setOpen(true)}
        >
          <FlagIcon className="size-5" />
        </button>
      </span>
      {open && (
        <ReportListingDialog
          name={listing.productName}
          onConfirm={confirm}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
