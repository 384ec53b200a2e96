import {
  MESSAGE_TEXT_MAX,
  MESSAGING_TEXTS,
  type SendMessageBody,
  safetyWarningOf,
} from '@phonebazaar/shared';
import { type FormEvent, useDeferredValue, useId, useState } from 'react';
import { describeError } from '../../../lib/errors';
import { SafetyBanner } from './message-bubble';
import { MessagePhotosField, type MessagePhotosReport } from './message-photos-field';

const T = MESSAGING_TEXTS;

interface MessageFormProps {
  /** Sends the message; a rejection keeps what was written and shows the server's words. */
  onSend: (body: SendMessageBody) => Promise<unknown>;
  pending: boolean;
  /** The dialog's form focuses its box on open; the conversation page does not steal focus. */
  autoFocus?: boolean;
  /** Extra buttons beside Send (the dialog's Cancel). */
  children?: React.ReactNode;
}

/**
 * The text box (2,000 characters, with a counter read out with it), up to three photos and
 * Send. A refusal (429 with its limit, 403 when blocked, a field error) is shown as said.
 */
export function MessageForm({ onSend, pending, autoFocus, children }: MessageFormProps) {
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<MessagePhotosReport>({ urls: [], uploading: false });
  const [photosKey, setPhotosKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const boxId = useId();
  const counterId = useId();
  const problemId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (text.trim() === '') return setProblem('Write a message');
    if (photos.uploading) return setProblem(T.waitForPhotos);
    setProblem(null);
    try {
      await onSend(photos.urls.length > 0 ? { text, photos: photos.urls } : { text });
      setText('');
      setPhotosKey((key) => key + 1);
    } catch (error) {
      setProblem(describeError(error));
    }
  };

  const over = text.length > MESSAGE_TEXT_MAX;
  // Issue #45 item 4: the sender learns, before sending, what the other side will be told.
  const warning = safetyWarningOf(useDeferredValue(text));
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={boxId} className="font-medium text-sm">
          {T.labels.message}
        </label>
        <textarea
          id={boxId}
          className={`textarea min-h-24 w-full ${over || problem ? 'textarea-error' : ''}`}
          value={text}
          maxLength={MESSAGE_TEXT_MAX}
          // biome-ignore lint/a11y/noAutofocus: the dialog opened to write this message
          autoFocus={autoFocus}
          data-autofocus={autoFocus ? true : undefined}
          aria-describedby={problem ? `${counterId} ${problemId}` : counterId}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={counterId} className="self-end text-base-content/70 text-xs">
          {T.counter(text.length)}
        </p>
      </div>
      <div aria-live="polite">{warning && <SafetyBanner kind={warning} sender />}</div>
      <MessagePhotosField key={photosKey} disabled={pending} onChange={setPhotos} />
      {problem && (
        <p id={problemId} role="alert" className="text-red-700 text-sm">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {children}
        <button
          type="submit"
          className="btn btn-primary min-w-28"
          aria-busy={pending}
          aria-disabled={pending}
        >
          {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {pending ? T.sending : T.send}
        </button>
      </div>
    </form>
  );
}
