import { describe, expect, it } from 'vitest';
import { needsSafetyWarning } from './safety-flag.ts';

describe('needsSafetyWarning', () => {
  it.each([
    'Call me on +880 1712-345678',
    'my number 01712345678',
    '(017) 12 34 56 78 anytime',
    'mail me: seller.one@example.com',
    'write to seller at gmail dot com',
    'Text me on WhatsApp',
    'https://wa.me/8801712345678',
    'join t.me/cheapphones',
    'Telegram is easier',
    'I am on viber and imo',
    'imo number is the same',
    'imo the price is fair, but message me on Signal',
    'message me on Messenger',
    'add me on Signal',
    'I will send you a QR code to receive the money',
    'scan the qr',
    'Pay by bKash first please',
    'nagad or rocket is fine',
    'send money to this account',
    'Can you pay outside the site? cheaper',
    'bank transfer only',
    'advance payment required',
    'Ｗｈａｔｓａｐｐ me',
  ])('When a message says "%s", then it carries the warning', (text) => {
    expect(needsSafetyWarning(text)).toBe(true);
  });

  it.each([
    'Is the battery health still above 85%?',
    'Can we meet at Dhanmondi 27 tomorrow at 5?',
    'Price is 45000 taka, fixed.',
    'It has 128 GB and 8 GB RAM, model 2023.',
    'Does the box come with the charger?',
    'I imported it in 2021, signal reception is fine',
    'imo it is a good deal',
    'The screen has a small scratch near the quiet button',
  ])('When a message says "%s", then it carries none', (text) => {
    expect(needsSafetyWarning(text)).toBe(false);
  });
});
