import { MAIL_TEXTS, paths, FIRST_RUN_TEXTS as T } from '@phonebazaar/shared';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { resendVerification } from '../../features/auth/api/password-reset';
import { identityErrorMessage } from '../../features/auth/utils/identity-error-message';
import { usePhoneStatus } from '../../features/phone/api/phone';
import { useOwnProducts } from '../../features/selling/api/get-own-products';
import type { SessionUser } from '../../lib/session';

// Profile's "Verify your phone" section (features/phone).
const VERIFY_PHONE = `${paths.dashboard.profile}#verify-phone`;

/**
 * A new seller's first run (issue #46 item 2): verify the email, add the first phone, verify
 * the phone number, each with the one control that does it. On My Products, where a seller's
 * sign-up lands; gone once all three are done. Composed here, in app/, from three features.
 */
export function SellerFirstSteps({ user }: { user: SessionUser }) {
  const listings = useOwnProducts();
  const phone = usePhoneStatus();
  // Nothing until both answers are in, so the list does not flash for a seller who is done.
  if (listings.isPending || phone.isPending) return null;
  const emailDone = user.emailVerified !== false;
  const listed = (listings.data?.pages[0]?.items.length ?? 0) > 0;
  const phoneDone = phone.data?.phoneVerified === true;
  if (emailDone && listed && phoneDone) return null;

  return (
    <section
      aria-labelledby="first-steps-title"
      className="mb-8 rounded-box border border-primary/30 bg-base-100 p-4 sm:p-6"
    >
      <h2 id="first-steps-title" className="mb-4 font-semibold text-xl">
        {T.title}
      </h2>
      <ol className="flex flex-col gap-4">
        <Step n={1} title={T.email.title} done={emailDone} doneText={T.email.done}>
          <p>{T.email.body(user.email)}</p>
          <ResendVerification email={user.email} />
        </Step>
        <Step n={2} title={T.phone.title} done={listed} doneText={T.phone.done}>
          <p>{T.phone.body}</p>
          <Link to={paths.dashboard.addProduct} className="btn btn-primary mt-2 min-h-11">
            {T.phone.action}
          </Link>
        </Step>
        <Step n={3} title={T.verifyPhone.title} done={phoneDone} doneText={T.verifyPhone.done}>
          <p>{T.verifyPhone.body}</p>
          <Link to={VERIFY_PHONE} className="btn btn-outline mt-2 min-h-11">
            {T.verifyPhone.action}
          </Link>
        </Step>
      </ol>
    </section>
  );
}

function Step(props: {
  n: number;
  title: string;
  done: boolean;
  doneText: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3" data-done={props.done}>
      <span
        aria-hidden="true"
        className={`flex size-8 shrink-0 items-center justify-center rounded-full font-bold ${
          props.done ? 'bg-success text-success-content' : 'bg-base-200'
        }`}
      >
        {props.done ? '✓' : props.n}
      </span>
      <div className="min-w-0 text-sm">
        <h3 className="font-semibold text-base">
          <span className="sr-only">{`${T.step(props.n)}: `}</span>
          {props.title}
          {props.done && <span className="sr-only">{` (${T.done})`}</span>}
        </h3>
        {props.done ? <p>{props.doneText}</p> : props.children}
      </div>
    </li>
  );
}

function ResendVerification({ email }: { email: string }) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await resendVerification(email);
      setMessage({ ok: true, text: MAIL_TEXTS.verify.resent });
    } catch (error) {
      setMessage({ ok: false, text: identityErrorMessage(error) });
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm mt-1 min-h-11 px-2"
        aria-label={MAIL_TEXTS.verify.resendLabel}
        disabled={sending}
        onClick={() => void resend()}
      >
        {MAIL_TEXTS.verify.resend}
      </button>
      {message && <p role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
    </>
  );
}
