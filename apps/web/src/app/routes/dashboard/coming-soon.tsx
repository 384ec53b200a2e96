import { useMatches } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { ComingSoon } from '../../../features/dashboard/components/coming-soon';

/** Every not-yet-built dashboard screen; its title comes from the route's `handle`. */
export default function ComingSoonRoute() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { title?: string } | undefined;
  const title = handle?.title ?? 'Coming soon';
  return (
    <>
      <PageTitle title={title} />
      <ComingSoon title={title} />
    </>
  );
}
