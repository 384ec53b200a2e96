import { LISTING_TEXTS as T } from '@phonebazaar/shared';
import { type KeyboardEvent, useState } from 'react';
import { ModalDialog } from '../../../../components/ui/modal-dialog';

/**
 * A photo at full size in a modal (issue #16 "zoom"): Zoom in doubles it inside a scroller
 * the finger or the mouse pans; the arrow keys move between photos; Escape closes it, and the
 * gallery shows the photo it closed on.
 */
export function GalleryZoom({
  photos,
  name,
  start,
  onClose,
}: {
  photos: string[];
  name: string;
  start: number;
  onClose: (last: number) => void;
}) {
  const [index, setIndex] = useState(start);
  const [large, setLarge] = useState(false);
  const total = photos.length;
  const go = (next: number) => {
    setIndex(Math.max(0, Math.min(total - 1, next)));
    setLarge(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <ModalDialog title={T.photoOf(index + 1, total)} onClose={() => onClose(index)}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys from any control inside it */}
      <div className="flex flex-col gap-3" onKeyDown={onKeyDown}>
        <div className="max-h-[70vh] overflow-auto rounded-box bg-base-200">
          <img
            src={photos[index]}
            alt={`${name}, ${T.photoOf(index + 1, total).toLowerCase()}`}
            className={large ? 'w-[200%] max-w-none' : 'mx-auto max-h-[70vh] w-full object-contain'}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex gap-2">
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => go(index - 1)}
              disabled={index === 0}
              aria-label={T.previousPhoto}
            >
              ‹
            </button>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() => go(index + 1)}
              disabled={index === total - 1}
              aria-label={T.nextPhoto}
            >
              ›
            </button>
          </div>
          <button
            type="button"
            className="btn btn-sm btn-outline"
            aria-pressed={large}
            onClick={() => setLarge(!large)}
          >
            {T.zoomIn}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            data-autofocus
            onClick={() => onClose(index)}
          >
            {T.close}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
