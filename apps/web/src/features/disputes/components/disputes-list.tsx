import { DEAL_TEXTS, type Dispute } from '@phonebazaar/shared';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useDisputes } from '../api/get-disputes';
import { DisputeCard } from './dispute-card';
import { FlaggedDeals } from './flagged-deals';
import { ResolveDisputeDialog } from './resolve-dispute-dialog';

const T = DEAL_TEXTS.disputes;

/** The admins' Disputes page (issue #18): open ones first (oldest first), resolved ones below. */
export function DisputesList() {
  const query = useDisputes();
  const [resolving, setResolving] = useState<Dispute | null>(null);

  if (query.isPending) {
    return (
      <div role="status" aria-label={T.loading} className="flex flex-col gap-3">
        {[0, 1].map((n) => (
          <div key={n} className="skeleton h-48 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={T.loadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const items = query.data.items;
  const flagged = query.data.flagged;
  if (items.length === 0 && flagged.length === 0)
    return <EmptyState title={T.empty}>{T.emptyHint}</EmptyState>;
  const open = items.filter((dispute) => dispute.status === 'open');
  const resolved = items.filter((dispute) => dispute.status === 'resolved');

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="disputes-open" className="flex flex-col gap-3">
        <h2 id="disputes-open" className="font-bold text-xl">
          {T.open} ({open.length})
        </h2>
        {open.length === 0 ? (
          <p className="text-base-content/80">{T.noOpen}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {open.map((dispute) => (
              <li key={dispute.id}>
                <DisputeCard dispute={dispute} onResolve={() => setResolving(dispute)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {resolved.length > 0 && (
        <section aria-labelledby="disputes-resolved" className="flex flex-col gap-3">
          <h2 id="disputes-resolved" className="font-bold text-xl">
            {T.resolvedHeading} ({resolved.length})
          </h2>
          <ul className="flex flex-col gap-4">
            {resolved.map((dispute) => (
              <li key={dispute.id}>
                <DisputeCard dispute={dispute} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {flagged.length > 0 && <FlaggedDeals deals={flagged} />}
      {resolving && <ResolveDisputeDialog dispute={resolving} onClose={() => setResolving(null)} />}
    </div>
  );
}
