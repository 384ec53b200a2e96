import { FIRST_RUN_TEXTS, MAIL_TEXTS, paths } from '@phonebazaar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { refreshSession } from '../../features/auth/api/get-session';
import { useRole } from '../../features/auth/hooks/use-role';
import { useSession } from '../../lib/session';

const V = MAIL_TEXTS.verify;

/** Where the verification link lands (issue #14): verified, or why not (`?error=`). */
export default function EmailVerifiedRoute() {
  const [params] = useSearchParams();
  const failed = params.has('error');
  const queryClient = useQueryClient();
  const session = useSession();
  // The session the app holds still says "not verified": ask again.
  useEffect(() => {
    if (!failed) void refreshSession(queryClient).catch(() => {});
  }, [failed, queryClient]);

  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <PageTitle title={MAIL_TEXTS.titles.emailVerified} />
      <h1 className="font-bold text-3xl">{failed ? V.failed : V.verified}</h1>
      <p role={failed ? 'alert' : 'status'} className="text-base-content/80">
        {failed ? V.failedText : V.verifiedText}
      </p>
      {session.status === 'signed-in' ? (
        <SignedInWaysOn />
      ) : (
        <Link to={paths.home} className="btn btn-primary">
          {V.toHome}
        </Link>
      )}
    </section>
  );
}

/**
 * Where to go next (issue #46 item 2): a seller to their first steps (My Products: add the
 * first phone, verify the phone), a buyer to the phones; both to the profile.
 */
function SignedInWaysOn() {
  const role = useRole();
  return (
    <div className="flex flex-wrap justify-center gap-3">
      {!role.loading && (
        <Link
          to={role.isSeller ? paths.dashboard.myProducts : paths.allProducts}
          className="btn btn-primary"
        >
          {role.isSeller ? FIRST_RUN_TEXTS.toNextSteps : FIRST_RUN_TEXTS.toBrowse}
        </Link>
      )}
      <Link to={paths.dashboard.profile} className="btn btn-outline">
        {V.toProfile}
      </Link>
    </div>
  );
}
