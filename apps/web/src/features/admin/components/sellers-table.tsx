import { ADMIN_TEXTS, type AdminSeller } from '@phonebazaar/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useDeleteSeller } from '../api/delete-seller';
import { useSellers } from '../api/get-sellers';
import { useVerifySeller } from '../api/verify-seller';
import { confirmChange, confirmDelete } from './account-confirm';
import { AdminTable, type Column } from './admin-table';
import { ACTION_BUTTON, DELETE_BUTTON } from './button-looks';
import { EmailText } from './email-text';
import { PersonCell } from './person-cell';
import { useAdminSearch } from './use-admin-search';
import { VerifiedMark } from './verified-mark';

const A = ADMIN_TEXTS;
const C = A.columns;
const L = A.lists.sellers;

type Pending = { mode: 'verifySeller' | 'deleteUser'; seller: AdminSeller };

/** Spec §2 All Seller: index, avatar plus name, email, verified action, delete action. */
export function SellersTable() {
  const filter = useAdminSearch(L.search);
  const query = useSellers(filter.search);
  const verify = useVerifySeller();
  const remove = useDeleteSeller();
  const [pending, setPending] = useState<Pending | null>(null);

  const columns: Column<AdminSeller>[] = [
    { header: C.index, cell: (_, index) => index + 1, className: 'text-base-content/70' },
    {
      header: C.name,
      rowHeader: true,
      cell: (seller) => <PersonCell name={seller.name} photoURL={seller.photoURL} />,
    },
    { header: C.email, cell: (seller) => <EmailText email={seller.email} /> },
    {
      header: C.verified,
      cell: (seller) =>
        seller.verified ? (
          <VerifiedMark />
        ) : (
          <button
            type="button"
            className={ACTION_BUTTON}
            aria-label={A.labels.verify(seller.name)}
            onClick={() => setPending({ mode: 'verifySeller', seller })}
          >
            {A.addVerified}
          </button>
        ),
    },
    {
      header: C.delete,
      cell: (seller) => (
        <button
          type="button"
          className={DELETE_BUTTON}
          aria-label={A.labels.delete(seller.name)}
          onClick={() => setPending({ mode: 'deleteUser', seller })}
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
        rowKey={(seller) => seller._id}
      />
      {pending && (
        <ConfirmDialog
          mode={pending.mode}
          subject={{ name: pending.seller.name, role: 'seller', _id: pending.seller._id }}
          onConfirm={() =>
            pending.mode === 'verifySeller'
              ? confirmChange(
                  () => verify.mutateAsync(pending.seller._id),
                  A.unchanged.verified(pending.seller.name),
                )
              : confirmDelete(() => remove.mutateAsync(pending.seller._id))
          }
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
