import type { AuthUser } from '../../lib/access.ts';

/**
 * How authentication reads the caller's live account on every request. The users room
 * provides it (cached on PGlite, decision 019); declared here so auth depends on no room.
 */
export interface AccountLookup {
  findLiveById(id: string): Promise<AuthUser | undefined>;
}
