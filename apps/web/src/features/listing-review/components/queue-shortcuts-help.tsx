import { LISTING_REVIEW_TEXTS } from '@phonebazaar/shared';

const T = LISTING_REVIEW_TEXTS;

/** The shortcuts written on the page, so nobody has to guess them. */
export function QueueShortcutsHelp() {
  return (
    <details className="rounded-box border border-base-300 bg-base-100 px-4 py-2 text-sm">
      <summary className="cursor-pointer font-medium">{T.shortcutsTitle}</summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {T.shortcuts.map(([key, what]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="kbd kbd-sm">{key}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
