import { type BuyerBooking, DEAL_TEXTS, formatWhen } from '@phonebazaar/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { describeError } from '../../../lib/errors';
import { useHandoffCode } from '../api/get-handoff-code';

const D = DEAL_TEXTS;

/** The listing's IMEI's last four digits, which the buyer compares with *#06# on the phone. */
function lastFour(imei: string | null | undefined): string | null {
  const digits = imei?.replace(/\D/g, '') ?? '';
  return digits.length >= 4 ? digits.slice(-4) : null;
}

/**
 * The buyer's handoff code (issue #18). The checklist comes first: the code is fetched and
 * shown only once all three checks are ticked, so nobody hands it over before looking at
 * the phone. Mounted to open, unmounted to close.
 */
export function HandoffCodeDialog({
  order,
  email,
  onClose,
}: {
  order: BuyerBooking;
  email: string;
  onClose: () => void;
}) {
  const checks = [D.checkImei(lastFour(order.imei)), D.checkSignedOut, D.checkPowers];
  const [ticked, setTicked] = useState<boolean[]>(() => checks.map(() => false));
  const [revealed, setRevealed] = useState(false);
  const allTicked = ticked.every(Boolean);
  const code = useHandoffCode(email, order._id, revealed);
  const hintId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  // The pressed button leaves with the checklist: focus moves on to the code's Close.
  useEffect(() => {
    if (revealed) closeRef.current?.focus();
  }, [revealed]);

  return (
    <ModalDialog title={D.codeTitle} onClose={onClose}>
      <p className="font-medium">{order.productName}</p>
      {!revealed ? (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm">{D.checklistIntro}</legend>
            {checks.map((check, index) => (
              <label key={check} className="flex cursor-pointer items-start gap-3">
                <input
                  type="checkbox"
                  className="checkbox checkbox-primary mt-0.5 shrink-0"
                  checked={ticked[index]}
                  onChange={(event) =>
                    setTicked((list) =>
                      list.map((value, i) => (i === index ? event.target.checked : value)),
                    )
                  }
                />
                <span>{check}</span>
              </label>
            ))}
          </fieldset>
          <p id={hintId} className="text-base-content/70 text-sm">
            {D.codeWarning}
          </p>
          <div className="modal-action mt-2 flex-wrap">
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              {D.close}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!allTicked}
              aria-describedby={hintId}
              onClick={() => setRevealed(true)}
            >
              {D.revealCode}
            </button>
          </div>
          {!allTicked && <p className="text-base-content/70 text-xs">{D.tickAll}</p>}
        </>
      ) : (
        <>
          <CodeView query={code} />
          <div className="modal-action mt-2">
            <button ref={closeRef} type="button" className="btn btn-primary" onClick={onClose}>
              {D.close}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}

function CodeView({ query }: { query: ReturnType<typeof useHandoffCode> }) {
  if (query.isPending) {
    return (
      <div role="status" className="flex items-center gap-2">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        {D.codeLoading}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col gap-2 rounded-box bg-red-50 px-3 py-2 text-sm">
        <p className="font-semibold text-red-700">{D.codeFailed}</p>
        <p>{describeError(query.error)}</p>
        <button
          type="button"
          className="btn btn-outline btn-sm self-start"
          onClick={() => void query.refetch()}
        >
          Retry
        </button>
      </div>
    );
  }
  const { code, expiresAt } = query.data;
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p className="text-base-content/80 text-sm">{D.codeIntro}</p>
      {/* Large and spaced for reading aloud; screen readers hear the digits one by one. */}
      <p
        className="font-bold font-mono text-5xl tracking-[0.25em] max-sm:text-4xl"
        data-handoff-code
      >
        <span aria-hidden="true">{code}</span>
        <span className="sr-only">{code.split('').join(' ')}</span>
      </p>
      <p role="note" className="rounded-box bg-warning/20 px-3 py-2 font-medium">
        {D.codeWarning}
      </p>
      <p className="text-sm">
        <time dateTime={expiresAt}>{D.validUntil(formatWhen(expiresAt, { relative: false }))}</time>
      </p>
    </div>
  );
}
