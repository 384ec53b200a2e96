import {
  NOTICE_GROUPS,
  type NoticeGroup,
  type NotificationPreferencesReply,
  NOTIFICATION_PREFERENCE_TEXTS as T,
} from '@phonebazaar/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { describeError } from '../../../lib/errors';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../api/notification-preferences';

/**
 * Profile: which notices also come by email (issue #39, decision 064); every notice mail links
 * here. The bell always has them all; push choices are kept as they are until the app can
 * subscribe this device.
 */
export function NotificationPreferences() {
  const query = useNotificationPreferences();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const ready = query.isSuccess;
  // A mail's "choose your notifications" link lands here: the page above draws after the
  // session is known, so the browser's own jump to the anchor comes too early.
  useEffect(() => {
    if (ready && hash === '#notifications') section.current?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);
  return (
    <section
      ref={section}
      id="notifications"
      aria-labelledby={headingId}
      className="mb-10 scroll-mt-24"
    >
      <h2 id={headingId} className="mb-1 font-semibold text-xl">
        {T.heading}
      </h2>
      <p className="mb-4 text-base-content/80 text-sm">{T.intro}</p>
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          {T.loading}
        </p>
      ) : query.isError ? (
        <ErrorState
          compact
          title={T.loadFailed}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <MailChoices key={JSON.stringify(query.data)} saved={query.data} />
      )}
    </section>
  );
}

function MailChoices({ saved }: { saved: NotificationPreferencesReply }) {
  const save = useSaveNotificationPreferences();
  const [mail, setMail] = useState(
    () =>
      Object.fromEntries(NOTICE_GROUPS.map((g) => [g, saved[g].mail])) as Record<
        NoticeGroup,
        boolean
      >,
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(
      NOTICE_GROUPS.map((g) => [g, { mail: mail[g], push: saved[g].push }]),
    ) as Record<NoticeGroup, { mail: boolean; push: boolean }>;
    try {
      await save.mutateAsync(body);
      toast.success(T.saved);
    } catch {
      // The alert below says why.
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-sm">{T.legend}</legend>
        {NOTICE_GROUPS.map((group) => (
          <label key={group} className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              className="checkbox checkbox-primary checkbox-sm"
              checked={mail[group]}
              disabled={save.isPending}
              onChange={(event) => setMail((m) => ({ ...m, [group]: event.target.checked }))}
            />
            <span>{T.groups[group]}</span>
          </label>
        ))}
      </fieldset>
      <p className="text-base-content/70 text-xs">{T.accountMail}</p>
      {save.isError && (
        <p role="alert" className="rounded-box bg-red-50 px-3 py-2 text-red-700 text-sm">
          {describeError(save.error)}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary self-start"
        disabled={save.isPending}
        aria-busy={save.isPending}
      >
        {save.isPending && (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        )}
        {T.save}
      </button>
    </form>
  );
}
