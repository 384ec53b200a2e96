import type { SelfTestReport, SelfTestReportBody } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { apiSend } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** POST /api/check/:code/report: the server signs and stores it (one per hour per listing). */
export function sendReport(code: string, body: SelfTestReportBody, email: string) {
  const path = `/check/${encodeURIComponent(code)}/report`;
  return email
    ? sendWithAccessToken<SelfTestReport>('POST', path, email, { body })
    : apiSend<SelfTestReport>('POST', path, { body });
}

export function useSendReport(code: string) {
  const session = useSession();
  const email = session.status === 'signed-in' ? session.user.email : '';
  return useMutation({ mutationFn: (body: SelfTestReportBody) => sendReport(code, body, email) });
}
