import { type BlockedImei, formatWhen, IMEI_BLOCKLIST_TEXTS as T } from '@phonebazaar/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useBlockedImeis, useUnblockImei } from '../api/imei-blocklist';
import { AdminTable, type Column } from './admin-table';
import { BlockImeiForm } from './block-imei-form';
import { DELETE_BUTTON } from './button-looks';
import { UnblockImeiDialog } from './unblock-imei-dialog';

const C = T.columns;

/** The Blocked IMEIs page (issue #16): add a block with a note, see them, remove one. */
export function BlockedImeisPanel() {
  const query = useBlockedImeis();
  const unblock = useUnblockImei();
  const [pending, setPending] = useState<BlockedImei | null>(null);

  const columns: Column<BlockedImei>[] = [
    {
      header: C.imei,
      rowHeader: true,
      cell: (b) => <span className="font-mono whitespace-nowrap">{T.endingIn(b.imeiLast4)}</span>,
    },
    {
      header: C.note,
      cell: (b) => <p className="max-w-md whitespace-pre-wrap break-words text-sm">{b.note}</p>,
    },
    {
      header: C.date,
      cell: (b) => <time dateTime={b.createdAt}>{formatWhen(b.createdAt)}</time>,
      className: 'whitespace-nowrap',
    },
    {
      header: C.actions,
      cell: (b) => (
        <button
          type="button"
          className={DELETE_BUTTON}
          aria-label={`${T.remove} ${T.endingIn(b.imeiLast4)}`}
          onClick={() => setPending(b)}
        >
          {T.remove}
        </button>
      ),
    },
  ];

  return (
    <>
      <BlockImeiForm />
      <AdminTable
        query={query}
        label={T.title}
        caption={T.title}
        emptyTitle={T.empty}
        emptyText={T.intro}
        columns={columns}
        rowKey={(b) => b._id}
      />
      {pending && (
        <UnblockImeiDialog
          last4={pending.imeiLast4}
          onConfirm={async () => {
            await unblock.mutateAsync(pending._id);
            toast.success(T.removed);
          }}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
