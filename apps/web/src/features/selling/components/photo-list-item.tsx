import type { PhotoItem } from '../hooks/use-photo-uploads';

interface PhotoListItemProps {
  item: PhotoItem;
  index: number;
  count: number;
  onRemove: () => void;
  onMove: (by: -1 | 1) => void;
}

/** One photo of the list: thumbnail, its own upload progress, and buttons to order or drop it. */
export function PhotoListItem({ item, index, count, onRemove, onMove }: PhotoListItemProps) {
  const n = index + 1;
  // The single-photo case keeps the name the form has always given its bar.
  const barName = n === 1 ? 'Uploading product image' : `Uploading product image ${n}`;
  return (
    <li
      data-photo-key={item.key}
      className="flex flex-wrap items-center gap-3 rounded-box border border-base-300 p-2"
    >
      <img
        src={item.preview}
        alt=""
        width={64}
        height={48}
        className="aspect-[4/3] w-16 shrink-0 rounded bg-base-200 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <span className="font-medium">
          Photo {n}
          {n === 1 && <span className="badge badge-primary badge-sm ms-2">Cover</span>}
        </span>
        {/* One live region per photo that stays mounted, so each change is announced. */}
        <div role="status" className="flex min-h-5 flex-col gap-1">
          {item.status === 'waiting' && <span>Waiting to upload…</span>}
          {item.status === 'uploading' && (
            <>
              <progress
                className="progress progress-primary w-full"
                value={item.percent}
                max={100}
                aria-label={barName}
              />
              <span>Uploading photo… {item.percent}%</span>
            </>
          )}
          {item.status === 'done' && <span className="font-medium">Photo uploaded.</span>}
        </div>
      </div>
      <div className="flex flex-wrap gap-1">
        <button
          type="button"
          className="btn btn-xs btn-outline"
          data-move="-1"
          disabled={index === 0}
          aria-label={`Move photo ${n} earlier`}
          onClick={() => onMove(-1)}
        >
          Earlier
        </button>
        <button
          type="button"
          className="btn btn-xs btn-outline"
          data-move="1"
          disabled={index === count - 1}
          aria-label={`Move photo ${n} later`}
          onClick={() => onMove(1)}
        >
          Later
        </button>
        <button
          type="button"
          className="btn btn-xs btn-ghost text-red-700"
          aria-label={`Remove photo ${n}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
