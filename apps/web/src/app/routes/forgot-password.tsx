import { MAIL_TEXTS, paths } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

/** /forgot-password (issue #14): the login page's 'Forgot Password?' leads here. */
export default function ForgotPasswordRoute() {
  return (
    <AuthCard
      title={MAIL_TEXTS.titles.forgotPassword}
      subtitle={MAIL_TEXTS.forgot.subtitle}
      footer={
        <Link to={paths.login} className="link link-primary font-medium">
          {MAIL_TEXTS.forgot.backToLogin}
        </Link>
      }
    >
      <PageTitle title={MAIL_TEXTS.titles.forgotPassword} />
      <ForgotPasswordForm />
    </AuthCard>
  );
}
