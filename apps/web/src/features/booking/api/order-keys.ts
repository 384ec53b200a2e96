/** Page size of My Order and My Sell: a screenful of rows, then "Load more". */
export const ORDERS_PAGE_SIZE = 20;

export function ordersPath(path: string, email: string, cursor?: string): string {
  const query = new URLSearchParams({ email, limit: String(ORDERS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return `${path}?${query}`;
}
