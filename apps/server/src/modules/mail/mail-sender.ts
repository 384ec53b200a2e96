/** One mail as the outbox stores it and a sender delivers it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null | undefined;
}

/**
 * How mail leaves (decision 021). `outbox`: the stored row is the delivery (nothing leaves
 * the machine; admins read it on the Outbox page). `smtp`: handed to an SMTP server.
 * `twilio`: an SMS handed to Twilio's REST API (issue #36; `subject` is not sent).
 */
export interface MailSender {
  readonly mode: 'outbox' | 'smtp' | 'twilio';
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** The outbox mode's sender: keeping the row is all there is to do. */
export function createOutboxSender(): MailSender {
  return { mode: 'outbox', send: async () => {}, close: async () => {} };
}
