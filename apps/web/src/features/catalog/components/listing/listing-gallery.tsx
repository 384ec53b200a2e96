import { imageSrcSet, LISTING_TEXTS as T } from '@phonebazaar/shared';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { loadChunk } from '../../../../lib/lazy-route';

// Its code (and the modal's) comes with the first zoom, not with the page (issue #22 item 4).
const GalleryZoom = lazy(() =>
  loadChunk(() => import('./gallery-zoom')).then((m) => ({ default: m.GalleryZoom })),
);

// The gallery fills the column beside the facts from lg up, the screen's width below it.
const SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Every photo of a listing (issue #16). Phones swipe it: the strip is a native scroller with
 * scroll snap, so the finger moves it as any page scrolls. Desktop uses the arrow buttons,
 * the thumbnails, or the arrow, Home and End keys anywhere inside it; a photo opens a zoom
 * view. Nothing reads the window while rendering, so the server's HTML is what React adopts.
 */
export function ListingGallery({ photos, name }: { photos: string[]; name: string }) {
  const strip = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState<number | undefined>();
  const total = photos.length;

  const show = (target: number) => {
    const next = Math.max(0, Math.min(total - 1, target));
    setIndex(next);
    const el = strip.current;
    el?.scrollTo?.({ left: next * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };
  // A swipe moves the strip itself: the counter follows where it settled.
  const onScroll = () => {
    const el = strip.current;
    if (!el || el.clientWidth === 0) return;
    const settled = Math.round(el.scrollLeft / el.clientWidth);
    if (settled !== index && settled >= 0 && settled < total) setIndex(settled);
  };
  // A finger may have swiped the server's HTML before the code arrived: start where it is.
  useEffect(onScroll, []);
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: total - 1,
    };
    const target = moves[event.key];
    if (target === undefined || total < 2) return;
    event.preventDefault();
    show(target);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={T.photos(name)}
      className="flex flex-col gap-3"
      onKeyDown={onKeyDown}
    >
      <div className="relative">
        <ul
          ref={strip}
          onScroll={onScroll}
          className="flex aspect-[4/3] snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-box bg-base-200 [scrollbar-width:none]"
        >
          {photos.map((src, i) => (
            <li
              key={src}
              aria-roledescription="slide"
              aria-label={T.photoOf(i + 1, total)}
              className="h-full w-full shrink-0 snap-center"
            >
              <button
                type="button"
                className="h-full w-full cursor-zoom-in focus-visible:outline-4 focus-visible:outline-primary focus-visible:-outline-offset-4"
                aria-label={T.zoomPhoto(i + 1)}
                onClick={() => setZoomed(i)}
              >
                <img
                  src={src}
                  srcSet={imageSrcSet(src)}
                  sizes={imageSrcSet(src) ? SIZES : undefined}
                  alt={`${name}, ${T.photoOf(i + 1, total).toLowerCase()}`}
                  width={800}
                  height={600}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  decoding="async"
                  draggable={false}
                  className="h-full w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
        {total > 1 && (
          <>
            <button
              type="button"
              className="btn btn-circle btn-sm absolute top-1/2 left-2 -translate-y-1/2 shadow"
              aria-label={T.previousPhoto}
              disabled={index === 0}
              onClick={() => show(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="btn btn-circle btn-sm absolute top-1/2 right-2 -translate-y-1/2 shadow"
              aria-label={T.nextPhoto}
              disabled={index === total - 1}
              onClick={() => show(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
            <p
              aria-live="polite"
              className="badge badge-neutral absolute right-2 bottom-2 opacity-90"
            >
              {T.photoOf(index + 1, total)}
            </p>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className="flex gap-2 overflow-x-auto p-1" aria-label={T.photos(name)}>
          {photos.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                aria-label={T.showPhoto(i + 1)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => show(i)}
                className={`block size-14 overflow-hidden rounded-field border-2 focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2 ${i === index ? 'border-primary' : 'border-transparent'}`}
              >
                <img
                  src={src}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed !== undefined && (
        <Suspense fallback={null}>
          <GalleryZoom
            photos={photos}
            name={name}
            start={zoomed}
            onClose={(last) => {
              setZoomed(undefined);
              show(last);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
