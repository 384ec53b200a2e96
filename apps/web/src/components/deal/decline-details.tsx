import { DEAL_TEXTS, type DeclineInfo, formatWhen } from '@phonebazaar/shared';

const D = DEAL_TEXTS;

/**
 * Why the buyer declined a held deal (issue #18): the reason, the note and up to three
 * photos, each a link to the full picture. Here rather than in a feature because the seller
 * (My Sell), the buyer (My Order) and the admins (Disputes) all read the same details.
 */
export function DeclineDetails({
  decline,
  showDue = false,
}: {
  decline: DeclineInfo;
  /** While the seller has not answered: until when they may. */
  showDue?: boolean;
}) {
  return (
    <div className="flex flex-col gap-2 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
        <dt className="text-base-content/70">{D.reason}</dt>
        <dd className="font-medium">{D.reasons[decline.reason]}</dd>
        <dt className="text-base-content/70">{D.note}</dt>
        <dd className="whitespace-pre-wrap break-words">
          {decline.note ?? <span className="text-base-content/70">{D.noNote}</span>}
        </dd>
        <dt className="text-base-content/70">{D.declinedOn}</dt>
        <dd>
          <time dateTime={decline.declinedAt}>{formatWhen(decline.declinedAt)}</time>
        </dd>
      </dl>
      {decline.photos.length > 0 && (
        <ul aria-label={D.meetupPhotos} className="flex flex-wrap gap-2">
          {decline.photos.map((url, index) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                aria-label={D.photoLink(index + 1)}
                className="block rounded-box focus-visible:outline-2 focus-visible:outline-primary"
              >
                <img
                  src={url}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 rounded-box bg-base-200 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {showDue && (
        <p className="text-base-content/70 text-xs">
          {D.answerBy(formatWhen(decline.answerDueAt, { relative: false }))}
        </p>
      )}
    </div>
  );
}
