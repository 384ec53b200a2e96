import { MESSAGE_PHOTOS_MAX, MESSAGE_TEXT_MAX } from './contracts/messaging-limits.ts';
import type { SafetyWarningKind } from './safety-warning.ts';
import { ASK_SELLER_TEXTS } from './texts-listing-actions.ts';

/** Words of on-site conversations (issue #19). */
export const MESSAGING_TEXTS = {
  ...ASK_SELLER_TEXTS,
  askSellerTitle: (productName: string) => `Ask the seller about ${productName}`,
  /** The bell's and the mail's notice of a message that arrives when nothing else is unread. */
  notice: {
    title: (productName: string) => `New message about ${productName}`,
    body: (senderName: string) =>
      `${senderName.trim() || 'Someone'} wrote to you. Read and reply on PhoneBazaar: keep payment on the site.`,
  },
  menu: 'Messages',
  title: 'Messages',
  intro: 'Your conversations with buyers and sellers about listings, newest first.',
  empty: 'No conversations yet. Ask a seller about a phone from its page.',
  browse: 'Browse phones',
  loading: 'Loading conversations',
  failed: 'Your conversations did not load.',
  /** The menu link's accessible name when messages are unread. */
  menuUnread: (count: number) => `Messages, ${count} unread`,
  unreadBadge: (count: number) => (count > 99 ? '99+' : String(count)),
  unreadCount: (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`),
  noMessagesYet: 'No messages yet.',
  you: 'You',
  with: (name: string) => `With ${name}`,
  openConversation: (productName: string, name: string) => `${productName}, with ${name}`,
  /** Shown to the reader above a message that tries to move the deal off the site. */
  safetyWarning: 'Keep payment on PhoneBazaar: we never send QR codes to receive money',
  /**
   * Issue #45 item 4: the reader's warning matched to what triggered it (the QR one is the
   * warning above), and the sender's, shown under the message box before sending.
   */
  safetyWarnings: {
    payment:
      'Pay only through PhoneBazaar: your card is held until you have the phone. Mobile money, transfers and advance payments cannot be got back.',
    qr: 'Keep payment on PhoneBazaar: we never send QR codes to receive money',
    chat_app:
      'Moving to another chat app is fine to arrange the meetup; never pay outside PhoneBazaar.',
    contact: 'Sharing a number to meet is fine; never pay outside PhoneBazaar.',
  } satisfies Record<SafetyWarningKind, string>,
  senderWarnings: {
    payment:
      'Before you send: the other side will be warned never to pay outside PhoneBazaar. Paying on PhoneBazaar holds the money until the handoff code, which protects you both.',
    qr: 'Before you send: the other side will be warned that PhoneBazaar never uses QR codes to receive money.',
    chat_app:
      'Before you send: the other side will be reminded that moving to another chat app is fine to meet, but paying outside PhoneBazaar is not.',
    contact:
      'Before you send: sharing a number to meet is fine; the other side will be reminded never to pay outside PhoneBazaar.',
  } satisfies Record<SafetyWarningKind, string>,
  labels: { message: 'Message', photos: 'Photos (up to 3)', phone: 'Your phone number' },
  counter: (used: number) => `${used} / ${MESSAGE_TEXT_MAX}`,
  photosHint: `JPEG, PNG, WebP, GIF or AVIF; up to ${MESSAGE_PHOTOS_MAX}.`,
  photosTooMany: `At most ${MESSAGE_PHOTOS_MAX} photos per message.`,
  photoAlt: (n: number) => `Photo ${n}`,
  messagePhotoAlt: (n: number) => `Photo ${n} of the message`,
  photoUploading: 'Uploading…',
  removePhoto: (n: number) => `Remove photo ${n}`,
  photoList: 'Photos to send',
  send: 'Send',
  compose: 'Your reply',
  sending: 'Sending…',
  sendFailed: 'Your message was not sent.',
  waitForPhotos: 'Wait for the photos to finish uploading.',
  cancel: 'Cancel',
  close: 'Close',
  back: 'Back to Messages',
  conversation: 'Conversation',
  loadingConversation: 'Loading the conversation',
  conversationFailed: 'This conversation did not load.',
  olderMessages: 'Show older messages',
  loadingOlder: 'Loading older messages…',
  actions: 'Conversation actions',
  listing: 'Listing',
  viewListing: 'View the listing',
  sharePhone: 'Share my phone number',
  sharePhoneIntro:
    'Only the other person in this conversation will see it. Share it only when you are ready to meet.',
  sharePhoneConfirm: 'Share',
  youShared: (phone: string) => `You shared ${phone}`,
  theyShared: (name: string, phone: string) => `${name}'s phone number: ${phone}`,
  phoneShared: 'Your phone number is shared with this conversation.',
  block: 'Block this person',
  blockTitle: (name: string) => `Block ${name}?`,
  blockIntro:
    'Neither of you will be able to write in this conversation any more. You can unblock later.',
  blockConfirm: 'Block',
  blockedToast: 'Blocked.',
  unblock: 'Unblock',
  unblockedToast: 'Unblocked.',
  report: 'Report conversation',
  reportIntro: 'An admin will read this conversation to check what you report.',
  reportReason: 'What is wrong?',
  reportConfirm: 'Report',
  reported: 'Thank you. An admin will read this conversation.',
  alreadyReported: 'You reported this conversation.',
  blockedNotice: 'This conversation is closed: one of you blocked the other.',
  live: 'New messages appear here as they arrive.',
  newMessages: (count: number) => (count === 1 ? '1 new message' : `${count} new messages`),
  roles: { buyer: 'Buyer', seller: 'Seller' },
  admin: {
    menu: 'Reported Conversations',
    title: 'Reported Conversations',
    intro: 'Conversations someone reported. You can read a conversation only once it is reported.',
    empty: 'No reported conversations.',
    failed: 'Reported conversations did not load.',
    loading: 'Loading reported conversations',
    columns: {
      listing: 'Listing',
      buyer: 'Buyer',
      seller: 'Seller',
      reportedBy: 'Reported by',
      reason: 'Reason',
      when: 'When',
      messages: 'Messages',
    },
    read: 'Read',
    readOf: (productName: string) => `Read the conversation about ${productName}`,
    back: 'Back to Reported Conversations',
    conversationTitle: (productName: string) => `Conversation about ${productName}`,
    readOnly: 'Read only: admins cannot write in a conversation.',
    sender: (name: string) => `${name} wrote`,
  },
} as const;
