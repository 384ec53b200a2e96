import { describe, expect, it } from 'vitest';
import { formatPhone, normalisePhone, phoneHref } from './phone-number.ts';

describe('normalisePhone and formatPhone (issue #36)', () => {
  it('When a Bangladeshi mobile is written in any common form, then it becomes one E.164 number', () => {
    const forms = [
      '01712345678',
      '01712-345678',
      '017 1234 5678',
      '+8801712345678',
      '+880 1712-345678',
      '8801712345678',
      '880-1712-345678',
      '008801712345678',
      '(+880) 1712 345 678',
      '  01712.345.678 ',
    ];
    for (const form of forms) expect(normalisePhone(form), form).toBe('+8801712345678');
    // Every operator prefix 013-019.
    for (const op of ['3', '4', '5', '6', '7', '8', '9']) {
      expect(normalisePhone(`01${op}12345678`)).toBe(`+8801${op}12345678`);
    }
  });

  it('When a number of another country has its +, then libphonenumber reads it', () => {
    expect(normalisePhone('+49 1512 3456789')).toBe('+4915123456789');
    expect(normalisePhone('+44 7911 123456')).toBe('+447911123456');
    expect(normalisePhone('+91 98765 43210')).toBe('+919876543210');
  });

  it('When a number is not a textable one, then it is null', () => {
    const bad = [
      '',
      '12345',
      '0171234567', // one digit short
      '017123456789', // one too many
      '01212345678', // 012 is no mobile operator
      '+880 2 9876543', // a Dhaka landline: SMS reach mobiles only
      '1512 3456789', // a German number without its +: read as Bangladeshi, invalid
      'call me',
      '01712345678; drop table',
      '+1 555',
      '9'.repeat(41),
    ];
    for (const input of bad) expect(normalisePhone(input), input).toBeNull();
  });

  it('When a number is shown, then a Bangladeshi one is national and any other international (issue #37)', () => {
    expect(formatPhone('+8801898765432')).toBe('01898-765432');
    // Kept as typed in a booking: read as Bangladeshi.
    expect(formatPhone('01898765432')).toBe('01898-765432');
    expect(formatPhone('+8801798230561')).toBe('01798-230561');
    expect(formatPhone('+4915123456789')).toBe('+49 1512 3456789');
    // Anything that is not a number is shown as it is.
    expect(formatPhone('unknown')).toBe('unknown');
  });

  it('When a number is linked, then the tel: link is in E.164 whatever its form', () => {
    expect(phoneHref('01898765432')).toBe('tel:+8801898765432');
    expect(phoneHref('01898-765432')).toBe('tel:+8801898765432');
    expect(phoneHref('+44 7911 123456')).toBe('tel:+447911123456');
  });
});
