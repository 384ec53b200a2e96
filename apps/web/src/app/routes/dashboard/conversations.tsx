import { MESSAGING_TEXTS } from '@phonebazaar/shared';
import { PageTitle } from '../../../components/ui/page-title';
import { ConversationsList } from '../../../features/messaging/components/conversations-list';

const T = MESSAGING_TEXTS;

/** /dashboard/conversations (anyone signed in, issue #19): conversations about listings. */
export default function ConversationsRoute() {
  return (
    <>
      <PageTitle title={T.title} />
      <h1 className="mb-2 font-bold text-3xl">{T.title}</h1>
      <p className="mb-8 max-w-prose text-base-content/80">{T.intro}</p>
      <ConversationsList />
    </>
  );
}
