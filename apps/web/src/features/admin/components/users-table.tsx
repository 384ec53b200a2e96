import { ADMIN_TEXTS, type AdminUser } from '@phonebazaar/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useSession } from '../../../lib/session';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';
import { confirmChange, confirmDelete } from './account-confirm';
import { AdminTable, type Column } from './admin-table';
import { ACTION_BUTTON, DELETE_BUTTON } from './button-looks';
import { EmailText } from './email-text';
import { PersonCell } from './person-cell';
import { SelfDeleteButton } from './self-delete-button';
import { useAdminSearch } from './use-admin-search';

const A = ADMIN_TEXTS;
const C = A.columns;
const L = A.lists.users;

type Pending = { mode: 'makeAdmin' | 'deleteUser'; user: AdminUser };

/** Spec §2 All User: Name with photo, Email, Role, Admin, Delete. */
export function UsersTable() {
  const filter = useAdminSearch(L.search);
  const query = useUsers(filter.search);
  const makeAdmin = useMakeAdmin();
  const remove = useDeleteUser();
  // Emails are stored lower-case (product-decisions §6); the session's may not be.
  const ownEmail = useSession().user?.email.toLowerCase();
  const isYou = (user: AdminUser) => user.email.toLowerCase() === ownEmail;
  const [pending, setPending] = useState<Pending | null>(null);

  const columns: Column<AdminUser>[] = [
    {
      header: C.name,
      rowHeader: true,
      cell: (user) => <PersonCell name={user.name} photoURL={user.photoURL} isYou={isYou(user)} />,
    },
    { header: C.email, cell: (user) => <EmailText email={user.email} /> },
    { header: C.role, cell: (user) => A.roles[user.role], className: 'whitespace-nowrap' },
    {
      header: C.admin,
      cell: (user) =>
        user.role === 'admin' ? (
          <span className="badge badge-neutral whitespace-nowrap font-semibold">
            {A.adminBadge}
          </span>
        ) : (
          <button
            type="button"
            className={ACTION_BUTTON}
            aria-label={A.labels.makeAdmin(user.name)}
            onClick={() => setPending({ mode: 'makeAdmin', user })}
          >
            {A.makeAdmin}
          </button>
        ),
    },
    {
      header: C.delete,
      cell: (user) =>
        isYou(user) ? (
          <SelfDeleteButton name={user.name} />
        ) : (
          <button
            type="button"
            className={DELETE_BUTTON}
            aria-label={A.labels.delete(user.name)}
            onClick={() => setPending({ mode: 'deleteUser', user })}
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
        rowKey={(user) => user._id}
      />
      {pending && (
        <ConfirmDialog
          mode={pending.mode}
          subject={{ name: pending.user.name, role: pending.user.role, _id: pending.user._id }}
          onConfirm={() =>
            pending.mode === 'makeAdmin'
              ? confirmChange(
                  () => makeAdmin.mutateAsync(pending.user._id),
                  A.unchanged.admin(pending.user.name),
                )
              : confirmDelete(() => remove.mutateAsync(pending.user._id))
          }
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
