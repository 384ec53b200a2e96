import { paths, TEXTS } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { Brand } from '../../components/layout/brand';
import { PageTitle } from '../../components/ui/page-title';

export default function NotFoundRoute() {
  return (
    <main
      id="main-content"
      className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 text-center"
    >
      <PageTitle title={TEXTS.titles.notFound} />
      <Brand />
      <p className="font-extrabold text-7xl text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="font-bold text-2xl">{TEXTS.notFound}</h1>
      <Link to={paths.home} className="btn btn-primary">
        Back to home
      </Link>
    </main>
  );
}
