import { TRUST_TEXTS } from '@phonebazaar/shared';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ClustersList } from '../../../features/trust/components/clusters-list';

/** /dashboard/clusters (admin, issue #36): accounts that share a device, card, phone or network. */
export default function ClustersRoute() {
  return (
    <AdminPage title={TRUST_TEXTS.clusters.title} intro={TRUST_TEXTS.clusters.intro}>
      <ClustersList />
    </AdminPage>
  );
}
