import { SAVED_SEARCHES_TEXTS as T } from '@phonebazaar/shared';
import { PageTitle } from '../../components/ui/page-title';
import { UnsubscribePage } from '../../features/saved-searches/components/unsubscribe-page';

/** /unsubscribe?token=... (issue #20): a mail's one-click unsubscribe, without signing in. */
export default function UnsubscribeRoute() {
  return (
    <>
      <PageTitle title={T.unsubscribe.title} />
      <meta name="robots" content="noindex" />
      <UnsubscribePage />
    </>
  );
}
