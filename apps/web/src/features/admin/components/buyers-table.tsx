import { ADMIN_TEXTS, type AdminBuyer } from '@phonebazaar/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useDeleteBuyer } from '../api/delete-buyer';
import { useBuyers } from '../api/get-buyers';
import { confirmDelete } from './account-confirm';
import { AdminTable, type Column } from './admin-table';
import { DELETE_BUTTON } from './button-looks';
import { EmailText } from './email-text';
import { PersonCell } from './person-cell';
import { useAdminSearch } from './use-admin-search';

const A = ADMIN_TEXTS;
const C = A.columns;
const L = A.lists.buyers;

/** Spec §2 All Buyers: index, avatar plus name, email, Delete through the dialog. */
export function BuyersTable() {
  const filter = useAdminSearch(L.search);
  const query = useBuyers(filter.search);
  const remove = useDeleteBuyer();
  const [pending, setPending] = useState<AdminBuyer | null>(null);

  const columns: Column<AdminBuyer>[] = [
    { header: C.index, cell: (_, index) => index + 1, className: 'text-base-content/70' },
    {
      header: C.name,
      rowHeader: true,
      cell: (buyer) => <PersonCell name={buyer.name} photoURL={buyer.photoURL} />,
    },
    { header: C.email, cell: (buyer) => <EmailText email={buyer.email} /> },
    {
      header: C.delete,
      cell: (buyer) => (
        <button
          type="button"
          className={DELETE_BUTTON}
          aria-label={A.labels.delete(buyer.name)}
          onClick={() => setPending(buyer)}
        >
          {A.delete}
        </button>
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
        filter={filter}
        columns={columns}
        rowKey={(buyer) => buyer._id}
      />
      {pending && (
        <ConfirmDialog
          mode="deleteUser"
          subject={{ name: pending.name, role: '', _id: pending._id }}
          onConfirm={() => confirmDelete(() => remove.mutateAsync(pending._id))}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
