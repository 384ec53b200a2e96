import { paths, REVIEW_TEXTS as T, TEXTS } from '@phonebazaar/shared';
import type { QueryClient } from '@tanstack/react-query';
import {
  Link,
  type LoaderFunctionArgs,
  useParams,
  useRevalidator,
  useRouteError,
} from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import {
  sellerProfileQueryOptions,
  useSellerProfile,
} from '../../features/reviews/api/get-seller-profile';
import { SellerProfileView } from '../../features/reviews/components/seller-profile-view';
import { ApiRequestError } from '../../lib/api-client';

/** The profile before the page shows; an unknown seller throws the 404 into the boundary. */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(sellerProfileQueryOptions(params.id ?? ''));
    return null;
  };

/** `/sellers/:id`: a seller's public profile (issue #19). */
export default function SellerProfileRoute() {
  const { id = '' } = useParams();
  const { data } = useSellerProfile(id);
  return <SellerProfileView profile={data} />;
}

/** Unknown: the 404's words and a way home; anything else: the error with a retry. */
export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const notFound = error instanceof ApiRequestError && error.status === 404;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center">
      <PageTitle title={notFound ? T.profileNotFound : TEXTS.titles.error} />
      {notFound ? (
        <>
          <p className="font-extrabold text-7xl text-primary" aria-hidden="true">
            404
          </p>
          <h1 className="font-bold text-2xl">{T.profileNotFound}</h1>
          <p className="text-base-content/80">{T.profileNotFoundText}</p>
          <Link to={paths.allProducts} className="btn btn-primary">
            See all phones
          </Link>
        </>
      ) : (
        <>
          <h1 className="font-bold text-2xl">{T.profileFailed}</h1>
          <ErrorState
            title="The profile did not load."
            error={error}
            onRetry={() => void revalidator.revalidate()}
            retrying={revalidator.state === 'loading'}
          />
        </>
      )}
    </div>
  );
}
