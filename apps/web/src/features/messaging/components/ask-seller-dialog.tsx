import { MESSAGING_TEXTS, paths } from '@phonebazaar/shared';
import { useNavigate } from 'react-router';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useStartConversation } from '../api/start-conversation';
import { MessageForm } from './message-form';

const T = MESSAGING_TEXTS;

/**
 * The first message about a listing (POST /api/conversations; asking again continues the same
 * conversation). Once sent, the conversation opens, where the answer will appear live.
 */
export default function AskSellerDialog({
  listingId,
  productName,
  onClose,
}: {
  listingId: string;
  productName: string;
  onClose: () => void;
}) {
  const start = useStartConversation();
  const navigate = useNavigate();
  return (
    <ModalDialog title={T.askSellerTitle(productName)} onClose={onClose} busy={start.isPending}>
      <p className="text-base-content/80 text-sm">{T.askSellerIntro}</p>
      <MessageForm
        autoFocus
        pending={start.isPending}
        onSend={async (body) => {
          const { conversation } = await start.mutateAsync({ listingId, ...body });
          await navigate(paths.dashboard.conversation(conversation.id));
        }}
      >
        <button
          type="button"
          className="btn btn-ghost"
          onClick={onClose}
          disabled={start.isPending}
        >
          {T.cancel}
        </button>
      </MessageForm>
    </ModalDialog>
  );
}
