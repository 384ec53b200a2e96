import { type Conversation, formatUsd, listingPath, MESSAGING_TEXTS } from '@phonebazaar/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { PhoneIcon } from '../../../components/ui/icons';
import { describeError } from '../../../lib/errors';
import { useSetBlocked } from '../api/block-user';
import { BlockDialog, ReportDialog, SharePhoneDialog } from './conversation-dialogs';

const T = MESSAGING_TEXTS;

type Open = 'share' | 'block' | 'report' | null;

/**
 * Who and what the conversation is about, the numbers shared so far, and what the caller can
 * do: share their number, block (or, when they blocked, unblock) the other person, report the
 * conversation.
 */
export function ConversationHeader({ conversation }: { conversation: Conversation }) {
  const [open, setOpen] = useState<Open>(null);
  const unblock = useSetBlocked(conversation.id, conversation.other.id);
  const { listing, other } = conversation;
  const close = () => setOpen(null);

  return (
    <header className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex min-w-0 items-center gap-3">
        <img
          src={listing.productImg}
          alt=""
          className="size-16 shrink-0 rounded-box bg-base-200 object-cover"
        />
        <div className="min-w-0">
          <h1 className="truncate font-bold text-xl sm:text-2xl">
            <Link to={listingPath(listing.id)} className="link-hover">
              {listing.productName}
            </Link>
          </h1>
          <p className="text-base-content/80 text-sm">
            {formatUsd(listing.sellingPrice)} · {T.with(other.name)} (
            {conversation.role === 'buyer' ? T.roles.seller : T.roles.buyer})
          </p>
        </div>
      </div>
      {(other.sharedPhone || conversation.mySharedPhone) && (
        <ul className="flex flex-col gap-1 text-sm">
          {other.sharedPhone && (
            <li className="flex items-center gap-2 font-semibold">
              <PhoneIcon className="size-4" />
              {T.theyShared(other.name, other.sharedPhone)}
            </li>
          )}
          {conversation.mySharedPhone && (
            <li className="flex items-center gap-2 text-base-content/80">
              <PhoneIcon className="size-4" />
              {T.youShared(conversation.mySharedPhone)}
            </li>
          )}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {!conversation.mySharedPhone && !conversation.blocked && (
          <button type="button" className="btn btn-sm btn-outline" onClick={() => setOpen('share')}>
            {T.sharePhone}
          </button>
        )}
        {/* Only the blocker can lift a block: the person blocked gets no Unblock (it would do
            nothing), but may block too, so the conversation stays closed whoever unblocks. */}
        {conversation.blockedByMe ? (
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            aria-busy={unblock.isPending}
            disabled={unblock.isPending}
            onClick={() =>
              unblock.mutate(false, {
                onSuccess: ({ blocked }) => {
                  if (!blocked) toast.success(T.unblockedToast);
                },
                onError: (error) => toast.error(describeError(error)),
              })
            }
          >
            {T.unblock}
          </button>
        ) : (
          <button type="button" className="btn btn-sm btn-outline" onClick={() => setOpen('block')}>
            {T.block}
          </button>
        )}
        {conversation.reported ? (
          <p className="self-center text-base-content/70 text-sm">{T.alreadyReported}</p>
        ) : (
          <button
            type="button"
            // daisyUI's outlined error button is too pale on white for AA contrast (axe).
            className="btn btn-sm border-red-300 bg-base-100 text-red-700 hover:border-red-400 hover:bg-red-50"
            onClick={() => setOpen('report')}
          >
            {T.report}
          </button>
        )}
      </div>
      {open === 'share' && <SharePhoneDialog conversationId={conversation.id} onClose={close} />}
      {open === 'block' && (
        <BlockDialog
          conversationId={conversation.id}
          userId={other.id}
          name={other.name}
          onClose={close}
        />
      )}
      {open === 'report' && <ReportDialog conversationId={conversation.id} onClose={close} />}
    </header>
  );
}
