/**
 * Texts of booking, My Order, My Sell and the payment page (spec §2, §4). A module of their
 * own, apart from TEXTS: TEXTS is in the first-load bundle of every visitor, and these are
 * needed only by signed-in screens, which load lazily (the 120 KB budget, issue #8).
 * 'Make Payment', 'Paid', 'Booked' and 'paid' are the spec's; the rest are the product's own.
 */
export const BUYING_TEXTS = {
  close: 'Close',
  // A booked card (issue #23 item 7): its own buyer is pointed to My Order; anyone else is
  // told why Book now is off.
  youBookedThis: 'You booked this',
  goToMyOrder: 'Go to My Order',
  bookedByAnother: 'Held for another buyer until they pay or the hold ends.',
  bookTitle: (productName: string) => `Book ${productName}`,
  productName: 'Product name',
  price: 'Price',
  buyerName: 'Your name',
  buyerEmail: 'Your email',
  buyerNumber: 'Phone number',
  meetingLocation: 'Meeting location',
  submitBooking: 'Book now',
  booking: 'Booking…',
  makePayment: 'Make Payment',
  paid: 'Paid',
  lapsed: 'Lapsed',
  lapsedHint: 'The hold ended before payment. Book the phone again to buy it.',
  /** Issue #14 finding 7: the buyer gives an unpaid booking back. */
  cancelBooking: 'Cancel booking',
  cancelBookingOf: (productName: string) => `Cancel booking of ${productName}`,
  cancelled: 'Cancelled',
  cancelledHint: 'You cancelled this booking before paying. The phone is free for other buyers.',
  bookingCancelled: 'Booking cancelled',
  payBy: (when: string) => `Pay by ${when}`,
  // Who to meet, on both sides of a live or paid booking (issue #23 item 2).
  contact: {
    seller: 'Seller',
    buyer: 'Buyer',
    call: (name: string) => `Call ${name}`,
    meetAt: 'Meet at',
    noPhone: 'No phone given',
  },
  // The payment complete page as a receipt (issue #23 item 2).
  receipt: {
    title: 'Receipt',
    item: 'Phone',
    amount: 'Amount paid',
    transactionId: 'Transaction Id',
    paidOn: 'Booked on',
    nextSteps:
      'Next: call the seller to agree a time, meet at the place you chose, check the phone, and take it home.',
    toMyOrder: 'Go to My Order',
    print: 'Print receipt',
  },
  noOrders: 'You have not booked any phones yet',
  noSales: 'No one has booked your phones yet',
  /** My Order and My Sell tables: what each is, and the spec's column names (§2). */
  orders: {
    label: 'Your orders',
    noun: 'orders',
    browse: 'Browse phones for sale',
  },
  sales: {
    label: 'Your sales',
    noun: 'sales',
    emptyHint: 'When a buyer books one of your listings, it shows here with its payment status.',
  },
  columns: {
    number: 'Number',
    name: 'Name',
    price: 'Price',
    makePayment: 'Make Payment',
    transactionId: 'Transaction Id',
    productName: 'Product Name',
    buyerEmail: 'Buyer Email',
    paymentStatus: 'Payment Status',
  },
  /**
   * My Sell's Payment Status (spec §4 'Booked' or 'paid'): one word per state on both sides
   * since issue #37 (STATUS_BADGES), so the seller's 'paid' is the buyer's 'Paid'.
   */
  saleStatus: { booked: 'Booked', paid: 'Paid', lapsed: 'Lapsed' },
  pay: 'Pay',
  processing: 'Processing…',
  cardNumber: 'Card number',
  cardExpiry: 'Expiry (MM/YY)',
  cardCvc: 'CVC',
  voucherCode: 'Voucher code',
  apply: 'Apply',
  bookingPaid: 'This booking is paid',
  bookingLapsed: 'This booking has expired',
  bookingCancelledTitle: 'This booking was cancelled',
} as const;
