import {
  DISPUTE_TEXTS,
  type DisputeCase,
  formatUsd,
  formatWhen,
  SELF_TEST_IDS,
  SELF_TEST_TEXTS,
} from '@phonebazaar/shared';
import type { ReactNode } from 'react';
import { PhotoStrip } from './photo-strip';

const T = DISPUTE_TEXTS;
const S = SELF_TEST_TEXTS;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <h2 id={id} className="font-semibold text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

const orNone = (value: string | number | null, unit = '') =>
  value === null || value === '' ? T.details.none : `${value}${unit}`;

/** The listing as it was when the deal was booked (or, for an older deal, as it is now). */
export function BookedListing({ booked }: { booked: DisputeCase['booked'] }) {
  const rows: [string, string][] = [
    [T.details.price, formatUsd(booked.price)],
    [T.details.condition, booked.condition],
    [T.details.area, booked.area],
    [T.details.storage, orNone(booked.storageGb, ' GB')],
    [T.details.ram, orNone(booked.ramGb, ' GB')],
    [T.details.colour, orNone(booked.colour)],
    [T.details.battery, orNone(booked.batteryHealth, '%')],
    [T.details.defects, booked.defects.join(', ') || T.details.none],
    [T.details.accessories, booked.accessories.join(', ') || T.details.none],
  ];
  return (
    <Section id="case-booked" title={T.bookedHeading}>
      <p className="text-base-content/80 text-sm">
        {booked.takenAt ? T.bookedAt(formatWhen(booked.takenAt)) : T.bookedLive}
      </p>
      <p className="font-semibold">{booked.title}</p>
      <PhotoStrip urls={booked.photos} label={T.bookedHeading} linkLabel={T.bookedPhotoAlt} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-base-content/70">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="text-sm">
        <p className="text-base-content/70">{T.details.description}</p>
        <p className="whitespace-pre-wrap break-words">{booked.description}</p>
      </div>
    </Section>
  );
}

/** The self-test reports run before the booking and at the meetup, each with its results. */
export function SelfTests({ tests }: { tests: DisputeCase['selfTests'] }) {
  return (
    <Section id="case-self-tests" title={T.selfTestsHeading}>
      {tests.length === 0 && <p className="text-sm">{T.noSelfTests}</p>}
      <ul className="flex flex-col gap-3">
        {tests.map((test) => {
          const results = SELF_TEST_IDS.flatMap((id) => {
            const result = test.results[id];
            return result ? [{ id, ...result }] : [];
          });
          const count = (o: string) => results.filter((r) => r.outcome === o).length;
          return (
            <li key={test.id} className="flex flex-col gap-1 text-sm">
              <p className="font-medium">
                {test.atMeetup ? T.selfTestWhen.meetup : T.selfTestWhen.before} ·{' '}
                {T.selfTestBy[test.runBy]} ·{' '}
                <time dateTime={test.createdAt}>{formatWhen(test.createdAt)}</time>
              </p>
              <p>{T.selfTestSummary(count('pass'), count('fail'), count('skipped'))}</p>
              <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
                {results.map((r) => (
                  <li key={r.id}>
                    {S.names[r.id]}: <span className="font-medium">{S.outcomes[r.outcome]}</span>
                    {r.detail ? ` (${r.detail})` : ''}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** What the buyer and the seller wrote to each other on the listing. */
export function Conversation({ messages }: { messages: DisputeCase['conversation'] }) {
  return (
    <Section id="case-conversation" title={T.conversationHeading}>
      {!messages && <p className="text-sm">{T.noConversation}</p>}
      {messages && (
        <ol className="flex max-h-96 flex-col gap-2 overflow-y-auto text-sm">
          {messages.map((m, i) => (
            <li
              key={`${m.createdAt}-${i}`}
              className={`max-w-[85%] rounded-box p-2 ${
                m.from === 'seller' ? 'self-end bg-base-200' : 'self-start bg-base-300'
              }`}
            >
              <p className="text-base-content/80 text-xs">
                {T.from[m.from]} · <time dateTime={m.createdAt}>{formatWhen(m.createdAt)}</time>
              </p>
              <p className="whitespace-pre-wrap break-words">{m.text}</p>
              <PhotoStrip urls={m.photos} label={T.conversationHeading} linkLabel={T.photoLink} />
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

/** The deal's steps, from the booking to the decision. */
export function Timeline({ entries }: { entries: DisputeCase['timeline'] }) {
  return (
    <Section id="case-timeline" title={T.timelineHeading}>
      <ol className="flex flex-col gap-1 border-base-300 border-l-2 pl-3 text-sm">
        {entries.map((e) => (
          <li key={e.event} className="flex flex-wrap gap-x-2">
            <span className="font-medium">{T.timeline[e.event]}</span>
            <time dateTime={e.at} className="text-base-content/70">
              {formatWhen(e.at)}
            </time>
          </li>
        ))}
      </ol>
    </Section>
  );
}
