import { useMarketplaceId } from '../../../lib/marketplace-id';

/** The signed-in person's marketplace id (profiles name people by it); undefined otherwise. */
export function useMyProfileId(): string | undefined {
  return useMarketplaceId().id;
}
