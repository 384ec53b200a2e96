import { LISTING_REVIEW_TEXTS, type ReviewQueueItem } from '@phonebazaar/shared';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { useApproveListing, useApproveListings } from '../api/decide-listing';
import { useReviewQueue } from '../api/get-review-queue';
import { useQueueShortcuts } from '../hooks/use-queue-shortcuts';
import { QueueShortcutsHelp } from './queue-shortcuts-help';
import { RejectListingDialog } from './reject-listing-dialog';
import { ReviewQueueRow } from './review-queue-item';

const T = LISTING_REVIEW_TEXTS;

/**
 * The admins' Review Queue (issue #21): waiting listings oldest first, one decision per click
 * or key, several approved at once. The list is refetched after every decision.
 */
export function ReviewQueuePanel() {
  const query = useReviewQueue();
  const approve = useApproveListing();
  const approveMany = useApproveListings();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const waiting = query.data?.pages[0]?.waiting ?? 0;
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<ReviewQueueItem | null>(null);
  const rows = useRef(new Map<string, HTMLElement>());

  // The current row survives refetches by id; when it has left the queue, the first row.
  const currentIndex = Math.max(
    0,
    items.findIndex((item) => item.listingId === currentId),
  );
  const current = items[currentIndex];
  // Selections of rows that have left the queue are dropped rather than sent again.
  const chosen = items.filter((item) => selected.has(item.listingId)).map((i) => i.listingId);

  const moveTo = (index: number) => {
    const item = items[Math.min(Math.max(index, 0), items.length - 1)];
    if (!item) return;
    setCurrentId(item.listingId);
    const row = rows.current.get(item.listingId);
    row?.focus();
    row?.scrollIntoView?.({ block: 'nearest' });
  };

  const toggle = (id: string) =>
    setSelected((before) => {
      const after = new Set(before);
      if (!after.delete(id)) after.add(id);
      return after;
    });

  const approveOne = async (item: ReviewQueueItem) => {
    try {
      await approve.mutateAsync(item.listingId);
      toast.success(T.approved(item.productName));
    } catch {
      toast.error(T.failed('approve'));
    }
  };

  const approveSelected = async () => {
    if (chosen.length === 0) return;
    try {
      const reply = await approveMany.mutateAsync(chosen);
      toast.success(T.approvedMany(reply.modifiedCount));
      setSelected(new Set());
    } catch {
      toast.error(T.failed('approve the selected listings'));
    }
  };

  useQueueShortcuts(
    {
      next: () => moveTo(currentIndex + 1),
      previous: () => moveTo(currentIndex - 1),
      approve: () => current && !approve.isPending && void approveOne(current),
      reject: () => current && setRejecting(current),
      toggle: () => current && toggle(current.listingId),
    },
    rejecting === null && items.length > 0,
  );

  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <QueueShortcutsHelp />
      <PagedList
        query={query}
        loading={
          <div role="status" aria-label={T.loading} className="flex flex-col gap-4">
            {[0, 1, 2].map((n) => (
              <div key={n} className="skeleton h-40 w-full" />
            ))}
          </div>
        }
        errorTitle={T.loadFailed}
        noun="listings"
        empty={
          <EmptyState title={T.empty}>
            <p>{T.emptyHint}</p>
          </EmptyState>
        }
      >
        {(list, listRef) => (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="font-medium" aria-live="polite">
                {T.waitingCount(waiting)}
              </p>
              <button
                type="button"
                className="btn btn-success btn-sm"
                disabled={chosen.length === 0 || approveMany.isPending}
                aria-busy={approveMany.isPending}
                onClick={() => void approveSelected()}
              >
                {T.approveSelected(chosen.length)}
              </button>
            </div>
            <ul ref={listRef} className="flex flex-col gap-4">
              {list.map((item) => (
                <li key={item.listingId}>
                  <ReviewQueueRow
                    ref={(element) => {
                      if (element) rows.current.set(item.listingId, element);
                      else rows.current.delete(item.listingId);
                    }}
                    item={item}
                    current={item.listingId === current?.listingId}
                    selected={selected.has(item.listingId)}
                    busy={approve.isPending && approve.variables === item.listingId}
                    onToggle={() => toggle(item.listingId)}
                    onApprove={() => void approveOne(item)}
                    onReject={() => setRejecting(item)}
                    onFocusItem={() => setCurrentId(item.listingId)}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedList>
      {rejecting && <RejectListingDialog listing={rejecting} onClose={() => setRejecting(null)} />}
    </div>
  );
}
