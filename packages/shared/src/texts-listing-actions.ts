/**
 * The words of the listing page's own buttons that open another room's dialog (Ask the seller,
 * Make an offer), apart from those rooms' texts so a listing's first load carries only these
 * (decision 044's budget); MESSAGING_TEXTS and OFFERS_TEXTS include them unchanged.
 */
export const ASK_SELLER_TEXTS = {
  askSeller: 'Ask the seller',
  askSellerIntro:
    'Questions about this phone? Write to the seller here; your contact details stay private.',
  signInToAsk: 'Sign in to ask the seller',
};

export const MAKE_OFFER_TEXTS = {
  makeOffer: 'Make an offer',
  signInToOffer: 'Sign in to make an offer',
};
