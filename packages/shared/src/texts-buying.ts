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
  // Book now, then signed in with a seller or admin account (issue #46): say why nothing opens.
  onlyBuyersBook:
    'Only buyer accounts can book phones. You are signed in as a seller or admin: log in with a buyer account to book this phone.',
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
    // Issue #45 item 1: the money is held, not paid, until the handoff code.
    amount: 'Amount held',
    transactionId: 'Transaction Id',
    paidOn: 'Booked on',
    nextSteps:
      'Next: call the seller to agree a time, meet at the place you chose, check the phone, and take it home.',
    // Issue #45 item 1: what the held money waits for, and the steps in their order.
    held: (amount: string) =>
      `${amount} is held on your card, not paid to the seller, until you give the seller your handoff code at the meetup.`,
    stepsHeading: 'What happens next',
    steps: [
      'Call the seller to agree a time, and meet at the place you chose.',
      'Check the phone with the checklist in My Order: it turns on, matches its listing and its IMEI.',
      'Only then give the seller your handoff code from My Order. That releases the money to the seller.',
    ],
    notHappy: 'Not as described? Do not give the code: decline the phone from My Order instead.',
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
   * The sales lists' Payment Status (My Sell, All Sell), verbatim from spec §4: 'Booked' or
   * 'paid'. The buyer's side says 'Paid' (spec §4 too); SALE_BADGES and BOOKING_BADGES hold both.
   */
  saleStatus: { booked: 'Booked', paid: 'paid', lapsed: 'Lapsed' },
  pay: 'Pay',
  /** Issue #45 item 1: said before Pay, above the fold on a phone. */
  holdBeforePay: (amount: string, productName: string) =>
    `Your card is held for ${amount}, not charged, until you give the seller the handoff code at the meetup for ${productName}.`,
  holdBeforePayHint:
    'If the phone is not as described, keep the code and decline it from My Order instead.',
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
