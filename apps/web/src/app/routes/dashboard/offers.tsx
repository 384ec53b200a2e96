import { OFFERS_TEXTS as T } from '@phonebazaar/shared';
import { PageTitle } from '../../../components/ui/page-title';
import { useRole } from '../../../features/auth/hooks/use-role';
import { OffersPage } from '../../../features/offers/components/offers-page';

/** /dashboard/offers (anyone signed in, issue #20): offers made and offers received. */
export default function OffersRoute() {
  const role = useRole();
  return (
    <>
      <PageTitle title={T.title} />
      <h1 className="mb-2 font-bold text-3xl">{T.title}</h1>
      <p className="mb-8 max-w-prose text-base-content/80">{T.intro}</p>
      {role.loading ? (
        <p role="status" className="flex items-center gap-2 text-base-content/80">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          {T.loading}
        </p>
      ) : (
        <OffersPage isSeller={role.isSeller && !role.isAdmin} />
      )}
    </>
  );
}
