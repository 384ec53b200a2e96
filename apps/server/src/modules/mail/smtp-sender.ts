import nodemailer from 'nodemailer';
import type { MailSender } from './mail-sender.ts';

/**
 * Mail through an SMTP server named by MAIL_URL (smtp:// or smtps://, credentials in the URL).
 * Short timeouts: a server that hangs must not hold the worker for minutes (nodemailer's
 * defaults), since the worker retries anyway.
 */
export function createSmtpSender(url: string, from: string): MailSender {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    mode: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}
