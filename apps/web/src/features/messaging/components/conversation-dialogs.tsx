import {
  CONVERSATION_REPORT_REASON_MAX,
  MESSAGING_TEXTS,
  reportConversationBodySchema,
  sharePhoneBodySchema,
} from '@phonebazaar/shared';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { InputField } from '../../../components/ui/input-field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { describeError } from '../../../lib/errors';
import { useSetBlocked } from '../api/block-user';
import { useReportConversation } from '../api/report-conversation';
import { useSharePhone } from '../api/share-phone';

const T = MESSAGING_TEXTS;

interface DialogProps {
  conversationId: string;
  onClose: () => void;
}

function Buttons({
  pending,
  confirm,
  onClose,
}: {
  pending: boolean;
  confirm: string;
  onClose: () => void;
}) {
  return (
    <div className="modal-action mt-0 flex-wrap">
      <button type="button" className="btn btn-ghost" onClick={onClose} disabled={pending}>
        {T.cancel}
      </button>
      <button type="submit" className="btn btn-primary" aria-busy={pending} aria-disabled={pending}>
        {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {confirm}
      </button>
    </div>
  );
}

/** "Share my phone number": the number goes to the other party of this conversation only. */
export function SharePhoneDialog({ conversationId, onClose }: DialogProps) {
  const share = useSharePhone(conversationId);
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (share.isPending) return;
    const parsed = sharePhoneBodySchema.safeParse({ phone });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message);
    setProblem(undefined);
    share.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(T.phoneShared);
        onClose();
      },
      onError: (error) => setProblem(describeError(error)),
    });
  };
  return (
    <ModalDialog title={T.sharePhone} onClose={onClose} busy={share.isPending}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-base-content/80 text-sm">{T.sharePhoneIntro}</p>
        <InputField
          label={T.labels.phone}
          type="tel"
          autoComplete="tel"
          value={phone}
          error={problem}
          onChange={(event) => setPhone(event.target.value)}
        />
        <Buttons pending={share.isPending} confirm={T.sharePhoneConfirm} onClose={onClose} />
      </form>
    </ModalDialog>
  );
}

/** "Block this person" (or Unblock): afterwards nobody can write in the conversation. */
export function BlockDialog({
  conversationId,
  userId,
  name,
  onClose,
}: DialogProps & { userId: string; name: string }) {
  const block = useSetBlocked(conversationId, userId);
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (block.isPending) return;
    block.mutate(true, {
      onSuccess: () => {
        toast.success(T.blockedToast);
        onClose();
      },
      onError: (error) => setProblem(describeError(error)),
    });
  };
  return (
    <ModalDialog title={T.blockTitle(name)} onClose={onClose} busy={block.isPending}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-base-content/80 text-sm">{T.blockIntro}</p>
        {problem && (
          <p role="alert" className="text-red-700 text-sm">
            {problem}
          </p>
        )}
        <Buttons pending={block.isPending} confirm={T.blockConfirm} onClose={onClose} />
      </form>
    </ModalDialog>
  );
}

/** "Report conversation": an admin may then read it (Reported Conversations). */
export function ReportDialog({ conversationId, onClose }: DialogProps) {
  const report = useReportConversation(conversationId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const boxId = useId();
  const problemId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    const parsed = reportConversationBodySchema.safeParse({ reason });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message);
    setProblem(undefined);
    report.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(T.reported);
        onClose();
      },
      onError: (error) => setProblem(describeError(error)),
    });
  };
  return (
    <ModalDialog title={T.report} onClose={onClose} busy={report.isPending}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-base-content/80 text-sm">{T.reportIntro}</p>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={boxId} className="font-medium text-sm">
            {T.reportReason}
          </label>
          <textarea
            id={boxId}
            className={`textarea min-h-24 w-full ${problem ? 'textarea-error' : ''}`}
            value={reason}
            maxLength={CONVERSATION_REPORT_REASON_MAX}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {problem && (
            <p id={problemId} className="text-red-700 text-sm">
              {problem}
            </p>
          )}
        </div>
        <Buttons pending={report.isPending} confirm={T.reportConfirm} onClose={onClose} />
      </form>
    </ModalDialog>
  );
}
