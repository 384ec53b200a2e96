/** The mails the identity flows send (issue #14). Plain text first; the HTML says the same. */
export interface MailContent {
  kind: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function compose(kind: string, subject: string, name: string, lines: string[], link: string) {
  const greeting = name.trim() ? `Hello ${name.trim()},` : 'Hello,';
  const text = [greeting, '', ...lines, '', link, '', '— PhoneBazaar'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '<p>— PhoneBazaar</p>',
  ].join('\n');
  return { kind, subject, text, html };
}

export function verificationMail(name: string, link: string): MailContent {
  return compose(
    'verify-email',
    'Confirm your email address for PhoneBazaar',
    name,
    [
      'Please confirm that this is your email address by opening the link below.',
      'If you did not create a PhoneBazaar account, you can ignore this mail.',
    ],
    link,
  );
}

export function passwordResetMail(name: string, link: string): MailContent {
  return compose(
    'reset-password',
    'Reset your PhoneBazaar password',
    name,
    [
      'Someone asked to reset the password of your PhoneBazaar account. To choose a new one, open the link below. It works once, within one hour.',
      'If it was not you, ignore this mail: your password stays as it is.',
    ],
    link,
  );
}
