import { paths, TEXTS } from '@phonebazaar/shared';
import { Link, useNavigate, useRouteError } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { describeError } from '../lib/errors';
import { useSession } from '../lib/session';

/**
 * Spec §2: a route-level error shows the text, the error and a Logout button. Logging out is
 * offered because a stale or broken session is the usual cause users can fix themselves.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const session = useSession();
  const navigate = useNavigate();

  const logout = async () => {
    // The error page is inside the router, so it navigates itself.
    await session.logout({ redirectTo: false });
    await navigate(paths.login);
  };

  return (
    <main
      id="main-content"
      className="flex min-h-screen flex-col items-center justify-center gap-5 px-4 py-16 text-center"
    >
      <PageTitle title={TEXTS.titles.error} />
      <h1 className="font-extrabold text-4xl text-error">{TEXTS.routeError}</h1>
      <p className="max-w-xl break-words rounded-box bg-base-200 px-4 py-3 font-mono text-sm">
        {describeError(error)}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => void logout()}>
          {TEXTS.nav.logout}
        </button>
        <Link to={paths.home} className="btn btn-ghost">
          Back to home
        </Link>
      </div>
    </main>
  );
}
