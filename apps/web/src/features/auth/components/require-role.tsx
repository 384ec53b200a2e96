import { AUTH_TEXTS, paths } from '@phonebazaar/shared';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { PageTitle } from '../../../components/ui/page-title';
import { useSession } from '../../../lib/session';
import { useRole } from '../hooks/use-role';

interface RequireRoleProps {
  /** 'seller' passes sellers and admins (the spec's isSellerOrAdmin check). */
  need: 'seller' | 'admin';
  children: ReactNode;
}

/**
 * Seller and admin routes, checked by the server by email (spec §2, §6). A visitor goes to
 * /login remembering the page, as the spec says. A signed-in user without the role is already
 * past the login form: they are told whose page it is, with a way on (decision 024).
 */
export function RequireRole({ need, children }: RequireRoleProps) {
  const session = useSession();
  const location = useLocation();
  const roles = useRole();

  if (session.status === 'signed-out') {
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  if (roles.error) {
    return (
      <ErrorState
        title="We couldn't check your account."
        error={roles.error}
        onRetry={roles.refetch}
      />
    );
  }
  if (roles.loading) {
    return (
      <div role="status" className="flex justify-center py-16">
        <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
        <span className="sr-only">Checking your access</span>
      </div>
    );
  }
  const allowed = need === 'admin' ? roles.isAdmin : roles.isSeller;
  if (!allowed) return <PageForOthers need={need} />;
  return children;
}

function PageForOthers({ need }: { need: 'seller' | 'admin' }) {
  const location = useLocation();
  const texts = AUTH_TEXTS.pageFor;
  return (
    <section
      aria-labelledby="page-for-others"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-box border border-base-300 bg-base-100 px-6 py-10 text-center"
    >
      <PageTitle title={texts[need].title} />
      <h1 id="page-for-others" className="font-bold text-2xl">
        {texts[need].title}
      </h1>
      <p className="text-base-content/80">{texts[need].body}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {need === 'seller' && (
          // A buyer can become a seller themselves (issue #23 item 1).
          <Link to={paths.dashboard.startSelling} className="btn btn-primary">
            {texts.startSelling}
          </Link>
        )}
        <Link
          to={paths.dashboard.home}
          className={need === 'seller' ? 'btn btn-outline' : 'btn btn-primary'}
        >
          {texts.toDashboard}
        </Link>
        <Link to={paths.login} state={{ from: location }} className="btn btn-outline">
          {texts.otherAccount}
        </Link>
      </div>
    </section>
  );
}
