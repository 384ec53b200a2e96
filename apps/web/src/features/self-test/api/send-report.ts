import type { SelfTestReport, SelfTestReportBody } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { apiSend } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { linkHeaders } from './get-check';

/**
 * POST /api/check/:code/report: the server signs and stores it, as the seller's with their
 * single-use test link (`link`), or as the paying buyer's with their sign-in (decision 056).
 */
export function sendReport(code: string, body: SelfTestReportBody, email: string, link = '') {
  const path = `/check/${encodeURIComponent(code)}/report`;
  const headers = linkHeaders(link);
  return email
    ? sendWithAccessToken<SelfTestReport>('POST', path, email, { body, headers })
    : apiSend<SelfTestReport>('POST', path, { body, headers });
}

export function useSendReport(code: string, link = '') {
  const session = useSession();
  const email = session.status === 'signed-in' ? session.user.email : '';
  return useMutation({
    mutationFn: (body: SelfTestReportBody) => sendReport(code, body, email, link),
  });
}
