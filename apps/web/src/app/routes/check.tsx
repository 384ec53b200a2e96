import { SELF_TEST_TEXTS } from '@phonebazaar/shared';
import { useLocation, useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { CheckPage } from '../../features/self-test/components/check-page';

/**
 * Issue #21: /check/:code, the on-phone self-test (a chunk of its own: plain layout, lazy).
 * Issue #36: the seller's test link carries its token in the fragment (#t=...), which the
 * browser never sends to a server (decision 056).
 */
export default function CheckRoute() {
  const { code = '' } = useParams();
  const link = new URLSearchParams(useLocation().hash.slice(1)).get('t') ?? '';
  return (
    <>
      <PageTitle title={SELF_TEST_TEXTS.title} />
      <CheckPage code={code} link={link} />
    </>
  );
}
