import {
  DEAL_TEXTS,
  DISPUTE_TEXTS,
  type DisputeCase,
  formatWhen,
  paths,
} from '@phonebazaar/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { BookedListing, Conversation, SelfTests, Timeline } from './case-sections';
import { CaseStatements } from './case-statements';
import { ResolveDisputeDialog } from './resolve-dispute-dialog';

const T = DISPUTE_TEXTS;
const D = DEAL_TEXTS.disputes;

/**
 * One dispute's case for the admins (issue #46): both statements side by side, the listing as
 * booked beside them, the self-tests, the pair's conversation and the deal's timeline; the
 * decision once both sides are in or a deadline passed, its reason read by both sides.
 */
export function DisputeCaseView({ data }: { data: DisputeCase }) {
  const [resolving, setResolving] = useState(false);
  const { dispute } = data;
  return (
    <div className="flex flex-col gap-6">
      <Link to={paths.dashboard.disputes} className="link link-primary self-start text-sm">
        {T.back}
      </Link>
      <Decision data={data} onResolve={() => setResolving(true)} />
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <CaseStatements data={data} />
        <BookedListing booked={data.booked} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Conversation messages={data.conversation} />
        <div className="flex flex-col gap-6">
          <SelfTests tests={data.selfTests} />
          <Timeline entries={data.timeline} />
        </div>
      </div>
      {resolving && <ResolveDisputeDialog dispute={dispute} onClose={() => setResolving(false)} />}
    </div>
  );
}

function Decision({ data, onResolve }: { data: DisputeCase; onResolve: () => void }) {
  const { dispute } = data;
  if (dispute.status === 'resolved') {
    return (
      <section
        aria-labelledby="case-decision"
        className="flex flex-col gap-1 rounded-box bg-base-200 p-4 text-sm"
      >
        <h2 id="case-decision" className="font-semibold text-xl">
          {T.decision}
        </h2>
        <p>
          <span className="font-semibold">{D.outcome}: </span>
          {dispute.outcome ? D.decided[dispute.outcome] : '—'}
          {dispute.resolvedAt && <> · {T.decidedOn(formatWhen(dispute.resolvedAt))}</>}
        </p>
        {dispute.resolutionNote && (
          <p className="whitespace-pre-wrap break-words">
            <span className="font-semibold">{T.reason}: </span>
            {dispute.resolutionNote}
          </p>
        )}
      </section>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="btn btn-primary"
        disabled={!data.canDecide}
        aria-describedby={data.canDecide ? undefined : 'case-wait'}
        aria-label={D.resolveOf(dispute.product.name)}
        onClick={onResolve}
      >
        {D.resolve}
      </button>
      {!data.canDecide && (
        <p id="case-wait" className="text-sm">
          {T.waitForSides}
        </p>
      )}
    </div>
  );
}
