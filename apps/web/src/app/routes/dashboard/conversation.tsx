import { useParams } from 'react-router';
import { ConversationView } from '../../../features/messaging/components/conversation-view';

/** /dashboard/conversations/:id (issue #19): one conversation, live while open. */
export default function ConversationRoute() {
  const { id = '' } = useParams();
  // Keyed by id: another conversation starts with its own marks and live state.
  return <ConversationView key={id} id={id} />;
}
