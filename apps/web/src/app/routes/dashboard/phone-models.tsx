import { AdminPage } from '../../../features/admin/components/admin-page';
import { PhoneModelsPanel } from '../../../features/admin/components/phone-models-panel';
import { PHONE_MODELS_TEXTS as T } from '../../../features/admin/components/phone-models-texts';

/** /dashboard/models (admin, issue #16): the phone catalogue sellers pick their model from. */
export default function PhoneModelsRoute() {
  return (
    <AdminPage title={T.title} intro={T.intro}>
      <PhoneModelsPanel />
    </AdminPage>
  );
}
