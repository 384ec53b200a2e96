import { DEAL_TEXTS, DISPUTE_TEXTS } from '@phonebazaar/shared';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { useDisputeCase } from '../../../features/disputes/api/get-dispute-case';
import { DisputeCaseView } from '../../../features/disputes/components/dispute-case-view';

/** /dashboard/disputes/:id (admin, issue #46): one dispute's case, both sides and the evidence. */
export default function DisputeRoute() {
  const id = useParams().id ?? '';
  const query = useDisputeCase(id);
  const title = query.data
    ? DISPUTE_TEXTS.caseTitle(query.data.dispute.product.name)
    : DEAL_TEXTS.disputes.title;
  return (
    <AdminPage title={title} intro={DISPUTE_TEXTS.caseIntro}>
      {query.isPending && <p>{DISPUTE_TEXTS.loading}</p>}
      {query.isError && (
        <ErrorState
          title={DISPUTE_TEXTS.notFound}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.data && <DisputeCaseView data={query.data} />}
    </AdminPage>
  );
}
