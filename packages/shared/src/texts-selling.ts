/**
 * Texts of the selling screens and the confirmation dialog. A module of their own, apart
 * from TEXTS: TEXTS is in the first-load bundle of every visitor, and these are needed only
 * by signed-in screens, which load lazily (the 120 KB budget, issue #8).
 */

/** Add Product, My Products and the listing actions (spec §2, §6). */
export const SELLING_TEXTS = {
  /** Under Add Product's heading: the spec's fields are required, the phone's details optional. */
  addProductIntro:
    'The phone’s details (model, photos, defects, IMEI) are optional, but they help buyers trust your listing. Buyers see it as soon as it is added.',
  productInformation: 'Product Information',
  sellerInformation: 'Seller Information',
  advertise: 'Advertise',
  delete: 'Delete',
  edit: 'Edit',
  report: (productName: string) => `Report ${productName}`,
  reported: 'Reported',
  reportedListing: (productName: string) => `You reported ${productName}`,
  noListings: 'You have no listings yet',
  waitForUpload: 'Wait for the photo to finish uploading',
  alreadyAdvertised: 'This listing is already advertised.',
  edited: 'Listing updated',
  unchanged: 'Nothing to save: the price and description are unchanged.',
} as const;

/** Who a confirmation is about; `role` is already a display word ('buyer', 'seller', 'admin'). */
export interface ConfirmSubject {
  name: string;
  role: string;
  _id: string;
}

/**
 * The confirmation dialog's modes (spec §2's six, and cancelling a booking). Questions name the subject; the user modes
 * also give the role and _id, so an admin can tell two people of the same name apart.
 */
export const CONFIRM_TEXTS = {
  cancel: 'Cancel',
  reason: 'Reason (optional)',
  advertise: {
    title: 'Advertise product',
    action: 'Advertise',
    question: (s: ConfirmSubject) => `Are you sure you want to advertise ${s.name}?`,
  },
  report: {
    title: 'Report product',
    action: 'Report',
    question: (s: ConfirmSubject) => `Are you sure you want to report ${s.name}?`,
  },
  deleteProduct: {
    title: 'Delete product',
    action: 'Delete',
    question: (s: ConfirmSubject) => `Are you sure you want to delete ${s.name}?`,
  },
  makeAdmin: {
    title: 'Make Admin',
    action: 'Make Admin',
    question: (s: ConfirmSubject) => `Make ${s.name} (${s.role}) an admin — id ${s._id}?`,
  },
  deleteUser: {
    title: 'Delete user',
    action: 'Delete',
    question: (s: ConfirmSubject) => `Delete user ${s.name} (${s.role}) — id ${s._id}?`,
  },
  /** Issue #14 finding 7: a buyer gives an unpaid booking back (My Order). */
  cancelBooking: {
    title: 'Cancel booking',
    action: 'Cancel booking',
    dismiss: 'Keep booking',
    question: (s: ConfirmSubject) =>
      `Cancel your booking of ${s.name}? Other buyers can book it at once, and you can book it again only after one hold period.`,
  },
  verifySeller: {
    title: 'Verify seller',
    action: 'Verify',
    question: (s: ConfirmSubject) => `Verify seller ${s.name} (${s.role}) — id ${s._id}?`,
  },
} as const;
