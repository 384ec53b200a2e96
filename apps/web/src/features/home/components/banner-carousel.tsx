import { CAROUSEL_SLIDE_COUNT, paths, TEXTS } from '@phonebazaar/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { PhoneArt } from './phone-art';

const SLIDE_STYLES = [
  { bg: 'from-indigo-700 to-violet-700', accent: '#a5b4fc' },
  { bg: 'from-sky-800 to-cyan-700', accent: '#67e8f9' },
  { bg: 'from-emerald-800 to-teal-700', accent: '#6ee7b7' },
  { bg: 'from-rose-800 to-orange-700', accent: '#fdba74' },
].slice(0, CAROUSEL_SLIDE_COUNT);

/**
 * Spec §2 banner. No autoplay: slides move only when asked. All slides share one grid
 * cell, so the box is as tall as the tallest slide and never jumps; hidden slides are
 * inert, so only the visible Get Started link is reachable.
 */
export function BannerCarousel() {
  const [current, setCurrent] = useState(0);
  const count = SLIDE_STYLES.length;
  const go = (index: number) => setCurrent((index + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="mx-auto max-w-7xl px-4 pt-6"
    >
      <div className="grid overflow-hidden rounded-box" aria-live="polite">
        {SLIDE_STYLES.map((style, index) => {
          const active = index === current;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes slides groups
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={!active}
              inert={!active}
              className={`col-start-1 row-start-1 flex flex-col items-center gap-6 bg-gradient-to-br px-8 py-12 text-white transition-opacity duration-500 motion-reduce:transition-none sm:px-16 md:flex-row md:justify-between md:py-16 ${style.bg} ${active ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
            >
              <div className="max-w-xl text-center md:text-left">
                <p className="font-extrabold text-3xl leading-tight sm:text-4xl lg:text-5xl">
                  {TEXTS.carouselSlide}
                </p>
                <Link to={paths.home} className="btn btn-lg mt-8 border-0 bg-white text-gray-900">
                  {TEXTS.getStarted}
                </Link>
              </div>
              <PhoneArt accent={style.accent} className="hidden h-56 w-auto sm:block lg:h-64" />
            </div>
          );
        })}
      </div>
      <div className="mt-3 flex items-center justify-center gap-2">
        <button
          type="button"
          aria-label="Previous slide"
          className="btn btn-circle btn-ghost btn-sm"
          onClick={() => go(current - 1)}
        >
          <ChevronLeftIcon className="size-5" />
        </button>
        {SLIDE_STYLES.map((_, index) => (
          <button
            key={index}
            type="button"
            aria-label={`Go to slide ${index + 1}`}
            aria-current={index === current}
            onClick={() => go(index)}
            className="flex size-11 cursor-pointer items-center justify-center"
          >
            <span
              className={`block h-2 rounded-full transition-all motion-reduce:transition-none ${index === current ? 'w-5 bg-primary' : 'w-2 bg-base-content/40'}`}
            />
          </button>
        ))}
        <button
          type="button"
          aria-label="Next slide"
          className="btn btn-circle btn-ghost btn-sm"
          onClick={() => go(current + 1)}
        >
          <ChevronRightIcon className="size-5" />
        </button>
      </div>
    </section>
  );
}
