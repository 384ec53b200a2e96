import { AUTH_TEXTS, paths, TEXTS } from '@phonebazaar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { authKeys } from '../../../lib/query-keys';
import type { SessionUser } from '../../../lib/session';
import { recordUser } from '../api/record-user';
import { useRole } from '../hooks/use-role';
import { identityErrorMessage } from '../utils/identity-error-message';

const S = AUTH_TEXTS.startSelling;

/**
 * A buyer becomes a seller the way sign-up's toggle does it (issue #23 item 1): POST
 * /api/users with role 'seller', which the server only ever raises (never to admin, never
 * down). It is also the way back for someone whose seller sign-up stopped half way.
 */
export function StartSelling({ user }: { user: SessionUser }) {
  const role = useRole();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <section aria-labelledby="start-selling" className="mb-8 rounded-box bg-success/10 p-4">
        <h2 id="start-selling" className="font-semibold text-lg">
          {S.doneTitle}
        </h2>
        <Link to={paths.dashboard.addProduct} className="btn btn-primary mt-3">
          {TEXTS.titles.addProduct}
        </Link>
      </section>
    );
  }
  if (!role.isBuyer) return null;

  const start = async () => {
    setBusy(true);
    try {
      // '' name and photo keep what the profile has; only the role moves up.
      await recordUser({ email: user.email, name: '', photoURL: '', role: 'seller' });
      await queryClient.invalidateQueries({ queryKey: authKeys.roles });
      setDone(true);
      toast.success(S.toast);
    } catch (error) {
      toast.error(identityErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      id="start-selling"
      aria-labelledby="start-selling-title"
      className="mb-8 rounded-box border border-base-300 p-4"
    >
      <h2 id="start-selling-title" className="font-semibold text-lg">
        {S.title}
      </h2>
      <p className="mt-1 text-base-content/80 text-sm">{S.body}</p>
      <button
        type="button"
        className="btn btn-primary btn-outline mt-3"
        onClick={() => void start()}
        disabled={busy}
        aria-busy={busy}
      >
        {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {S.button}
      </button>
    </section>
  );
}
