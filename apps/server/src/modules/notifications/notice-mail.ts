import { NOTIFICATION_TEXTS as T } from '@phonebazaar/shared';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * A notice's mail, text and HTML (deal steps and every other notice alike): greeting, the
 * notice, its link, the signature, the notification-preferences link (issue #39) and, for an
 * alert, its unsubscribe line.
 */
export function noticeMail(m: {
  name: string;
  title: string;
  body: string;
  url: string;
  prefsUrl: string;
  unsubscribe?: { text: string; url: string };
}) {
  const greeting = T.mail.greeting(m.name);
  const lines: [string, string][] = [
    [T.mail.open, m.url],
    [T.mail.preferences, m.prefsUrl],
    ...(m.unsubscribe ? [[m.unsubscribe.text, m.unsubscribe.url] as [string, string]] : []),
  ];
  const text = [
    greeting,
    '',
    m.title,
    m.body,
    '',
    T.mail.open,
    m.url,
    '',
    T.mail.signature,
    '',
    T.mail.preferences,
    m.prefsUrl,
    ...(m.unsubscribe ? ['', m.unsubscribe.text, m.unsubscribe.url] : []),
  ].join('\n');
  const link = ([label, url]: [string, string]) =>
    `<p>${escapeHtml(label)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p><strong>${escapeHtml(m.title)}</strong></p>`,
    `<p>${escapeHtml(m.body)}</p>`,
    link(lines[0]!),
    `<p>${escapeHtml(T.mail.signature)}</p>`,
    ...lines.slice(1).map(link),
  ].join('\n');
  return { text, html };
}
