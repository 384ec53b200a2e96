import { ADMIN_TEXTS, type ReportedProduct, TEXTS } from '@phonebazaar/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useDeleteReportedItem } from '../api/delete-reported-item';
import { useDismissReports } from '../api/dismiss-reports';
import { useReportedItems } from '../api/get-reported-items';
import { AdminTable, type Column } from './admin-table';
import { DELETE_BUTTON } from './button-looks';
import { DismissReportsDialog } from './dismiss-reports-dialog';
import { ListingCell, ReportsCell, SellerCell } from './reported-item-cells';

const A = ADMIN_TEXTS;
const C = A.columns;
const L = A.lists.reports;

type Pending = { action: 'delete' | 'dismiss'; item: ReportedProduct };

/** Spec §2 Reported Items: each reported listing, deletable; dismissing reports is new. */
export function ReportedItemsTable() {
  const query = useReportedItems();
  const remove = useDeleteReportedItem();
  const dismiss = useDismissReports();
  const [pending, setPending] = useState<Pending | null>(null);
  const close = () => setPending(null);

  const columns: Column<ReportedProduct>[] = [
    { header: C.listing, rowHeader: true, cell: (item) => <ListingCell item={item} /> },
    { header: C.seller, cell: (item) => <SellerCell item={item} /> },
    { header: C.reports, cell: (item) => <ReportsCell item={item} /> },
    {
      header: C.actions,
      cell: (item) => (
        <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
          {item.takenDown ? (
            // An IMEI block already took it down (issue #16): dismissing clears it from here.
            <span className="badge badge-neutral whitespace-nowrap">{A.takenDown}</span>
          ) : (
            <button
              type="button"
              className={DELETE_BUTTON}
              aria-label={A.labels.delete(item.productName)}
              onClick={() => setPending({ action: 'delete', item })}
            >
              {A.delete}
            </button>
          )}
          <button
            type="button"
            className="btn btn-outline btn-sm whitespace-nowrap"
            aria-label={A.labels.dismiss(item.productName)}
            onClick={() => setPending({ action: 'dismiss', item })}
          >
            {A.dismissReports}
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <AdminTable
        query={query}
        label={L.label}
        caption={L.caption}
        emptyTitle={L.empty}
        emptyText={L.emptyHint}
        columns={columns}
        rowKey={(item) => item._id}
      />
      {pending?.action === 'delete' && (
        <ConfirmDialog
          mode="deleteProduct"
          subject={{ name: pending.item.productName, _id: pending.item._id }}
          onConfirm={async () => {
            await remove.mutateAsync(pending.item._id);
            toast.success(TEXTS.toast.productDeleted);
          }}
          onClose={close}
        />
      )}
      {pending?.action === 'dismiss' && (
        <DismissReportsDialog
          productName={pending.item.productName}
          onConfirm={async () => {
            await dismiss.mutateAsync(pending.item._id);
            toast.success(A.reportsDismissed);
          }}
          onClose={close}
        />
      )}
    </>
  );
}
