/**
 * The card's price-guide badge, in a module of its own: a module ships whole, so beside the
 * price guide's texts it would bring them all into every list page's first load.
 */
export const belowTypicalText = (percent: number) => `${percent}% below typical`;
