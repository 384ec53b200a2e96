import { TRUST_TEXTS } from '@phonebazaar/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useClusters } from '../api/get-clusters';
import { ClusterCard } from './cluster-card';

const T = TRUST_TEXTS.clusters;

/**
 * The admins' Clusters page (issue #36 item 2, decision 055): accounts that share a device, a
 * card, a phone number or a network, with the deals between them, those with deals first.
 */
export function ClustersList() {
  const query = useClusters();
  if (query.isPending) {
    return (
      <div role="status" aria-label={T.loading} className="flex flex-col gap-3">
        {[0, 1].map((n) => (
          <div key={n} className="skeleton h-40 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={T.failed}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const items = query.data.items;
  if (items.length === 0) return <EmptyState title={T.empty}>{T.emptyHint}</EmptyState>;
  return (
    <ul className="flex flex-col gap-4">
      {items.map((cluster, n) => (
        <li key={`${cluster.kind}:${cluster.value}`}>
          <ClusterCard cluster={cluster} headingId={`cluster-${n}`} />
        </li>
      ))}
    </ul>
  );
}
