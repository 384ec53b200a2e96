import { LEDGER_TEXTS } from '@phonebazaar/shared';
import { PageTitle } from '../../../components/ui/page-title';
import { EarningsOverview } from '../../../features/ledger/components/earnings-overview';

/** /dashboard/earnings (seller, issue #18): what the platform owes the seller, and why. */
export default function EarningsRoute() {
  return (
    <>
      <PageTitle title={LEDGER_TEXTS.earnings.title} />
      <h1 className="mb-2 font-bold text-3xl">{LEDGER_TEXTS.earnings.title}</h1>
      <p className="mb-8 max-w-prose text-base-content/80">{LEDGER_TEXTS.earnings.intro}</p>
      <EarningsOverview />
    </>
  );
}
