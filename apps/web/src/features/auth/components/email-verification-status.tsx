import { MAIL_TEXTS } from '@phonebazaar/shared';
import { useState } from 'react';
import type { SessionUser } from '../../../lib/session';
import { resendVerification } from '../api/password-reset';
import { identityErrorMessage } from '../utils/identity-error-message';

const V = MAIL_TEXTS.verify;

/** Profile: "Email not verified · Resend" until the address is proven, then nothing. */
export function EmailVerificationStatus({ user }: { user: SessionUser }) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  if (user.emailVerified !== false) return null;

  const resend = async () => {
    setSending(true);
    try {
      await resendVerification(user.email);
      setMessage({ ok: true, text: V.resent });
    } catch (error) {
      setMessage({ ok: false, text: identityErrorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="mb-6 rounded-box border border-warning/40 bg-warning/10 px-4 py-3">
      <p className="flex flex-wrap items-center gap-1">
        <span className="font-medium">{V.notVerified}</span>
        <span aria-hidden="true">·</span>
        <button
          type="button"
          className="link link-primary"
          aria-label={V.resendLabel}
          disabled={sending}
          onClick={() => void resend()}
        >
          {V.resend}
        </button>
      </p>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className="mt-1 text-sm">
          {message.text}
        </p>
      )}
    </div>
  );
}
