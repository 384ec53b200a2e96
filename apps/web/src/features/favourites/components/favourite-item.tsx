import { type Favourite, formatUsd, paths, FAVOURITES_TEXTS as T } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { TrashIcon } from '../../../components/ui/action-icons';

/** What changed since the heart, in words: the state first, then the price move. */
function stateLines(item: Favourite): { text: string; tone: string }[] {
  const lines: { text: string; tone: string }[] = [];
  if (item.state !== 'available') {
    const tone = item.state === 'booked' ? 'badge-warning' : 'badge-neutral';
    lines.push({ text: T.states[item.state], tone });
  }
  if (item.state !== 'gone' && item.priceChanged === 'dropped')
    lines.push({
      text: T.priceDropped(formatUsd(item.priceAtSave), formatUsd(item.priceNow)),
      tone: 'badge-success',
    });
  if (item.state !== 'gone' && item.priceChanged === 'raised')
    lines.push({
      text: T.priceRaised(formatUsd(item.priceAtSave), formatUsd(item.priceNow)),
      tone: 'badge-ghost',
    });
  return lines;
}

/** One saved phone: picture and name linking to its page, its price now, what changed, Remove. */
export function FavouriteItem({ item, onRemove }: { item: Favourite; onRemove: () => void }) {
  const { listing } = item;
  const href = paths.listing(item.listingId);
  const faded = item.state === 'gone' || item.state === 'sold';
  return (
    <li className="flex items-start gap-3 rounded-box border border-base-300 p-3 sm:p-4">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <img
          src={listing.productImg}
          alt=""
          className={`size-16 rounded-box bg-base-200 object-cover sm:size-20 ${faded ? 'opacity-60' : ''}`}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="min-w-0 font-semibold">
          <Link to={href} className="link-hover link break-words">
            {listing.productName}
          </Link>
        </h2>
        <p className="font-bold text-primary">{formatUsd(item.priceNow)}</p>
        <ul className="flex flex-wrap gap-2" aria-label={`${listing.productName}: what changed`}>
          {stateLines(item).map((line) => (
            <li key={line.text} className={`badge h-auto py-0.5 ${line.tone}`}>
              {line.text}
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-sm shrink-0"
        aria-label={T.removeNamed(listing.productName)}
        onClick={onRemove}
      >
        <TrashIcon className="size-4" />
        <span className="hidden sm:inline">{T.removeShort}</span>
      </button>
    </li>
  );
}
