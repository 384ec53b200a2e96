/** Texts of verifying a phone number by SMS (issue #36 item 1), server answers and the profile. */
export const PHONE_VERIFY_TEXTS = {
  title: 'Verify your phone',
  intro:
    'Buyers and sellers trust a verified number. We send a 6-digit code by SMS; your number is never shown on your listings.',
  phoneLabel: 'Mobile number',
  phoneHint:
    'A Bangladeshi mobile such as 01712-345678, or any number with its country code (+44 …).',
  sendCode: 'Send code',
  sending: 'Sending…',
  codeLabel: 'Code from the SMS',
  codeSentTo: (phone: string) => `We sent a 6-digit code to ${phone}. It works for 10 minutes.`,
  confirm: 'Verify',
  confirming: 'Verifying…',
  changeNumber: 'Use another number',
  verified: 'Phone verified',
  verifiedAs: (phone: string) => `Your phone ${phone} is verified.`,
  changeVerified: 'Change number',
  badge: 'Phone verified',
  badgeHint: 'This seller confirmed a phone number by SMS code.',
  sms: (code: string) =>
    `PhoneBazaar code: ${code}. It works for 10 minutes. Never share it: we will never ask for it.`,
  errors: {
    invalidPhone:
      'Enter a valid mobile number: 01XXXXXXXXX for Bangladesh, or the number with its country code (+…).',
    wrongCode: (left: number) =>
      left > 0
        ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'That code is not right.',
    expired: 'This code has expired. Ask for a new one.',
    noCode: 'Ask for a code for this number first.',
    inUse: 'This number is already verified on another account.',
    locked: 'Too many wrong codes.',
    needPhoneToSell: 'Verify your phone number on your Profile before listing a phone for sale.',
  },
} as const;
