import { PHONE_VERIFY_TEXTS } from '@phonebazaar/shared';
import { formatPhone, normalisePhone } from '@phonebazaar/shared/phone-number';
import { type FormEvent, useState } from 'react';
import { InputField } from '../../../components/ui/input-field';
import { ApiRequestError } from '../../../lib/api-client';
import { useConfirmPhone, usePhoneStatus, useStartPhone } from '../api/phone';

const T = PHONE_VERIFY_TEXTS;

/** The server's message for a field, else its message (wrong code, in use, wait ...). */
function messageOf(error: unknown, field: string): string {
  if (error instanceof ApiRequestError) return error.fieldErrors?.[field]?.[0] ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Profile: "Verify your phone" (issue #36 item 1). Two steps: the number (checked here with
 * the server's own rule, then a code is sent by SMS), then the 6-digit code. Errors sit under
 * their field; a verified number is shown in the one format used everywhere.
 */
export function PhoneVerification() {
  const status = usePhoneStatus();
  const start = useStartPhone();
  const confirm = useConfirmPhone();
  const [typed, setTyped] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [changing, setChanging] = useState(false);

  const verified = status.data?.phoneVerified ? status.data.phone : null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const phone = normalisePhone(typed);
    if (!phone) {
      setPhoneError(T.errors.invalidPhone);
      return;
    }
    setPhoneError(undefined);
    try {
      const reply = await start.mutateAsync(phone);
      setSentTo(reply.phone);
      setCode('');
      setCodeError(undefined);
    } catch (error) {
      setPhoneError(messageOf(error, 'phone'));
    }
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError('Enter the 6-digit code from the SMS.');
      return;
    }
    try {
      await confirm.mutateAsync({ phone: sentTo, code: code.trim() });
      setSentTo(null);
      setChanging(false);
      setTyped('');
    } catch (error) {
      setCodeError(messageOf(error, 'code'));
    }
  };

  return (
    <section
      id="verify-phone"
      aria-labelledby="verify-phone-title"
      className="mb-8 rounded-box border border-base-300 p-4"
    >
      <h2 id="verify-phone-title" className="mb-1 font-semibold text-lg">
        {T.title}
      </h2>
      {status.isPending ? (
        <span className="loading loading-spinner loading-sm" role="status" aria-label="Loading" />
      ) : verified && !changing ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="badge badge-success gap-1">{T.verified}</span>
          <p role="status">{T.verifiedAs(formatPhone(verified))}</p>
          <button type="button" className="link link-primary" onClick={() => setChanging(true)}>
            {T.changeVerified}
          </button>
        </div>
      ) : sentTo ? (
        <form noValidate onSubmit={(e) => void check(e)} className="flex flex-col gap-3">
          <p role="status">{T.codeSentTo(formatPhone(sentTo))}</p>
          <InputField
            label={T.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            error={codeError}
            onChange={(e) => setCode(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary" disabled={confirm.isPending}>
              {confirm.isPending ? T.confirming : T.confirm}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setSentTo(null)}>
              {T.changeNumber}
            </button>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={(e) => void send(e)} className="flex flex-col gap-3">
          <p className="text-base-content/80 text-sm">{T.intro}</p>
          <InputField
            label={T.phoneLabel}
            type="tel"
            autoComplete="tel"
            hint={T.phoneHint}
            value={typed}
            error={phoneError}
            onChange={(e) => setTyped(e.target.value)}
          />
          <div>
            <button type="submit" className="btn btn-primary" disabled={start.isPending}>
              {start.isPending ? T.sending : T.sendCode}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
