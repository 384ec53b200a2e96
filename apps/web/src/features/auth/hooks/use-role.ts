import { useSession } from '../../../lib/session';
import { useAdminStatus } from '../api/get-admin-status';
import { useSellerStatus } from '../api/get-seller-status';

export interface Role {
  isAdmin: boolean;
  /** Seller or admin: the spec's seller check (GET /users/seller answers isSellerOrAdmin). */
  isSeller: boolean;
  /** Signed in and neither seller nor admin (stored role ''). */
  isBuyer: boolean;
  loading: boolean;
  error: Error | null;
  refetch: () => void;
}

/** The signed-in user's role, asked of the server by email (spec §6: role checks). */
export function useRole(): Role {
  const session = useSession();
  const email = session.user?.email;
  const admin = useAdminStatus(email);
  const seller = useSellerStatus(email);
  const isAdmin = admin.data === true;
  const isSeller = seller.data === true;
  return {
    isAdmin,
    isSeller,
    isBuyer: Boolean(email) && seller.data === false,
    loading:
      session.status === 'loading' || (Boolean(email) && (admin.isPending || seller.isPending)),
    error: admin.error ?? seller.error ?? null,
    refetch: () => {
      if (admin.isError) void admin.refetch();
      if (seller.isError) void seller.refetch();
    },
  };
}
