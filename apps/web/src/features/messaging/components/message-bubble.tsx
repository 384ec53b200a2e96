import {
  formatWhen,
  MESSAGING_TEXTS,
  type Message,
  type SafetyWarningKind,
} from '@phonebazaar/shared';
import { WarningIcon } from '../../../components/ui/icons';

const T = MESSAGING_TEXTS;

/**
 * The reader's warning above a message that tries to move the deal off the site, in the words
 * of what triggered it (issue #45 item 4); the sender's note before sending uses it too.
 */
export function SafetyBanner({
  kind,
  sender = false,
}: {
  kind?: SafetyWarningKind | null;
  sender?: boolean;
}) {
  const words = !kind ? T.safetyWarning : sender ? T.senderWarnings[kind] : T.safetyWarnings[kind];
  return (
    // Plain amber rather than daisyUI's soft alert, whose text fails AA contrast (axe).
    <div
      role="note"
      className="flex max-w-prose items-start gap-2 rounded-box border border-amber-400 bg-amber-50 p-3 font-medium text-amber-950 text-sm"
    >
      <WarningIcon className="size-5 shrink-0" />
      <span>{words}</span>
    </div>
  );
}

/**
 * One message: the caller's on the right, the other party's on the left. The warning banner
 * is for the reader only: the writer of a flagged message is not lectured about their own.
 */
export function MessageBubble({
  message,
  senderName,
  mine,
  showWarning = !mine,
}: {
  message: Omit<Message, 'mine'>;
  senderName: string;
  mine: boolean;
  /** Defaults to the reader's rule: the other party's flagged messages only. */
  showWarning?: boolean;
}) {
  // Plain utilities: daisyUI's chat component is left out of the stylesheet (index.css).
  return (
    <div
      data-from={mine ? 'me' : 'them'}
      className={`flex flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`}
    >
      {message.warning && showWarning && <SafetyBanner kind={message.warningKind} />}
      <p className="px-1 text-xs">
        <span className="font-semibold">{senderName}</span>{' '}
        <time className="text-base-content/70" dateTime={message.createdAt}>
          {formatWhen(message.createdAt)}
        </time>
      </p>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 sm:max-w-[70%] ${mine ? 'rounded-br-sm bg-primary text-primary-content' : 'rounded-bl-sm bg-base-200 text-base-content'}`}
      >
        <p data-message-text className="whitespace-pre-wrap break-words">
          {message.text}
        </p>
        {message.photos.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2">
            {message.photos.map((url, index) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noreferrer">
                  <img
                    src={url}
                    alt={T.messagePhotoAlt(index + 1)}
                    loading="lazy"
                    className="size-24 rounded-box bg-base-100 object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
