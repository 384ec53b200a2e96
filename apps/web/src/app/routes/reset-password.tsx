import { MAIL_TEXTS, paths } from '@phonebazaar/shared';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { AuthCard } from '../../features/auth/components/auth-card';
import {
  InvalidResetLink,
  ResetPasswordForm,
} from '../../features/auth/components/reset-password-form';

/** /reset-password?token=... (issue #14): the page the reset mail links to. */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard
      title={MAIL_TEXTS.titles.resetPassword}
      subtitle={MAIL_TEXTS.reset.subtitle}
      footer={
        <Link to={paths.login} className="link link-primary font-medium">
          {MAIL_TEXTS.forgot.backToLogin}
        </Link>
      }
    >
      <PageTitle title={MAIL_TEXTS.titles.resetPassword} />
      {token && !params.get('error') ? <ResetPasswordForm token={token} /> : <InvalidResetLink />}
    </AuthCard>
  );
}
