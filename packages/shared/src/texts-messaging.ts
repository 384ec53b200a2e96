/** Words of on-site conversations (issue #19). */
export const MESSAGING_TEXTS = {
  askSeller: 'Ask the seller',
  menu: 'Messages',
  title: 'Messages',
  empty: 'No conversations yet. Ask a seller about a phone from its page.',
  /** Shown to the reader above a message that tries to move the deal off the site. */
  safetyWarning: 'Keep payment on PhoneBazaar: we never send QR codes to receive money',
  labels: { message: 'Message', photos: 'Photos (up to 3)', phone: 'Your phone number' },
  send: 'Send',
  sharePhone: 'Share my phone number',
  block: 'Block this person',
  unblock: 'Unblock',
  report: 'Report conversation',
  reportReason: 'What is wrong?',
  reported: 'Thank you. An admin will read this conversation.',
  blockedNotice: 'This conversation is closed: one of you blocked the other.',
  admin: { menu: 'Reported Conversations', title: 'Reported Conversations' },
} as const;
