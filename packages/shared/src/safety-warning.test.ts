import { describe, expect, it } from 'vitest';
import { safetyWarningOf } from './safety-warning.ts';
import { MESSAGING_TEXTS } from './texts-messaging.ts';

describe('safety warnings matched to their trigger (issue #45 item 4)', () => {
  it('When a message shares a number or names a chat app, then the warning is about paying outside, not QR codes', () => {
    expect(safetyWarningOf('Call me on +880 1712-345678')).toBe('contact');
    expect(safetyWarningOf('mail me at rahim at gmail dot com')).toBe('contact');
    expect(safetyWarningOf('Text me on WhatsApp')).toBe('chat_app');
    expect(MESSAGING_TEXTS.safetyWarnings.contact).toBe(
      'Sharing a number to meet is fine; never pay outside PhoneBazaar.',
    );
    expect(MESSAGING_TEXTS.safetyWarnings.contact).not.toMatch(/QR/);
  });

  it('When a message mentions a QR code or paying outside, then those words are used, the most specific first', () => {
    expect(safetyWarningOf('I will send a QR')).toBe('qr');
    expect(safetyWarningOf('Pay first: scan my QR code to receive the money')).toBe('qr');
    expect(MESSAGING_TEXTS.safetyWarnings.qr).toBe(MESSAGING_TEXTS.safetyWarning);
    expect(safetyWarningOf('Pay by bKash to 01712345678')).toBe('payment');
    expect(safetyWarningOf('bank transfer first please')).toBe('payment');
  });

  it('When a message is ordinary, then there is no warning', () => {
    expect(safetyWarningOf('Is the battery original? Good signal reception?')).toBeNull();
    expect(safetyWarningOf('It has 128 GB and 2 years of use')).toBeNull();
  });
});
