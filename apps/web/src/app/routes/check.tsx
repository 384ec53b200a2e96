import { SELF_TEST_TEXTS } from '@phonebazaar/shared';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { CheckPage } from '../../features/self-test/components/check-page';

/** Issue #21: /check/:code, the on-phone self-test (a chunk of its own: plain layout, lazy). */
export default function CheckRoute() {
  const { code = '' } = useParams();
  return (
    <>
      <PageTitle title={SELF_TEST_TEXTS.title} />
      <CheckPage code={code} />
    </>
  );
}
