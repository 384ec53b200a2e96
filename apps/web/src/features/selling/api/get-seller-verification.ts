import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { authKeys } from '../../../lib/query-keys';

/** GET /api/verify/seller/:email: public, since the verified badge is public (decisions §3). */
export async function getSellerVerification(email: string): Promise<boolean> {
  const reply = await apiGet<{ isVerify: boolean }>(`/verify/seller/${encodeURIComponent(email)}`);
  return reply.isVerify;
}

export function sellerVerificationQueryOptions(email: string) {
  return queryOptions({
    queryKey: authKeys.sellerVerification(email),
    queryFn: () => getSellerVerification(email),
    staleTime: 60_000,
  });
}

export function useSellerVerification(email: string | undefined) {
  return useQuery({ ...sellerVerificationQueryOptions(email ?? ''), enabled: Boolean(email) });
}
