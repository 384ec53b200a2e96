import { MAIL_TEXTS, paths } from '@phonebazaar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { refreshSession } from '../../features/auth/api/get-session';
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
      <Link
        to={session.status === 'signed-in' ? paths.dashboard.profile : paths.home}
        className="btn btn-primary"
      >
        {session.status === 'signed-in' ? V.toProfile : V.toHome}
      </Link>
    </section>
  );
}
