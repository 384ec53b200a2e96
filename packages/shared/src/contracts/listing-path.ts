/** The address of a listing's page (zod-free: every product card links with it). */
export const listingPath = (id: string) => `/listings/${encodeURIComponent(id)}`;
