import { LEDGER_TEXTS } from '@phonebazaar/shared';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { PayoutsPanel } from '../../../features/ledger/components/payouts-panel';

/** /dashboard/payouts (admin, issue #18): sellers owed money and the payouts recorded. */
export default function PayoutsRoute() {
  return (
    <AdminPage title={LEDGER_TEXTS.payouts.title} intro={LEDGER_TEXTS.payouts.intro}>
      <PayoutsPanel />
    </AdminPage>
  );
}
