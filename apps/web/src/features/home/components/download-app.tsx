import type { ReactNode } from 'react';

/**
 * Spec §2: the store buttons are not functional yet. They stay real buttons (not dead
 * links) so keyboard and screen reader users meet the same thing sighted users see.
 */
export function DownloadApp() {
  return (
    <section
      id="download"
      aria-labelledby="download-heading"
      className="mx-auto max-w-7xl px-4 py-12"
    >
      <div className="flex flex-col items-center gap-6 rounded-box bg-neutral px-6 py-12 text-center text-neutral-content">
        <h2 id="download-heading" className="font-bold text-3xl">
          Download the App
        </h2>
        {/* No chat and no apps yet (issue #23 item 15): promise only what exists. */}
        <p className="max-w-xl">
          Our apps for Android and iPhone are on their way. Until then, PhoneBazaar works in your
          phone's browser.
        </p>
        <div className="flex flex-wrap justify-center gap-4">
          <StoreButton label="Get it on Google Play" small="GET IT ON" big="Google Play">
            <path fill="#34d399" d="M4 3.5v17l9-8.5z" />
            <path fill="#60a5fa" d="m4 3.5 12.5 7.2L13 12z" />
            <path fill="#f87171" d="M4 20.5 13 12l3.5 1.3z" />
            <path fill="#fbbf24" d="m16.5 10.7 3.5 2-3.5 2L13 12z" />
          </StoreButton>
          <StoreButton label="Download on the App Store" small="Download on the" big="App Store">
            <path
              fill="currentColor"
              d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 6.9 1.2 9.1.8 1.1 1.7 2.3 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.2.9-1.3 1.3-2.5 1.3-2.6 0 0-2.5-1-2.5-3.7zM14.1 5.8c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.8 1.4-.6.7-1.1 1.8-1 2.9 1.1.1 2.1-.5 2.8-1.3z"
            />
          </StoreButton>
        </div>
      </div>
    </section>
  );
}

function StoreButton(props: { label: string; small: string; big: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={`${props.label} (coming soon)`}
      aria-disabled="true"
      className="btn btn-lg h-auto gap-3 border-neutral-content/30 bg-black py-2 text-white hover:bg-gray-900"
    >
      <svg viewBox="0 0 24 24" className="size-8" aria-hidden="true" focusable="false">
        {props.children}
      </svg>
      <span className="text-left leading-tight" aria-hidden="true">
        <span className="block font-normal text-xs">{props.small}</span>
        <span className="block font-semibold text-lg">{props.big}</span>
      </span>
    </button>
  );
}
