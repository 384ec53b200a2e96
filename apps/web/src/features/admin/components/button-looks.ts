/**
 * daisyUI's outlined error button is too pale on white for WCAG AA text contrast (axe
 * flags it); this is the same red look the seller's listing Delete uses.
 */
export const DELETE_BUTTON =
  'btn btn-sm whitespace-nowrap border-red-300 bg-base-100 text-red-700 hover:border-red-400 hover:bg-red-50';

export const ACTION_BUTTON = 'btn btn-primary btn-outline btn-sm whitespace-nowrap';
