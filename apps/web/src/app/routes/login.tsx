import { AUTH_TEXTS, paths, TEXTS } from '@phonebazaar/shared';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { SocialSignIn } from '../../features/auth/components/social-sign-in';
import { useFromState, useReturnTo } from '../../features/auth/hooks/use-return-to';

export default function LoginRoute() {
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const fromState = useFromState();
  // Replace, so Back from the destination does not land on the login form again.
  const goBack = () => void navigate(returnTo, { replace: true });

  return (
    <AuthCard
      title={TEXTS.titles.login}
      subtitle="Welcome back. Log in to book phones or manage your listings."
      footer={
        <>
          {AUTH_TEXTS.noAccount}{' '}
          <Link to={paths.signup} state={fromState} className="link link-primary font-medium">
            {AUTH_TEXTS.createAccount}
          </Link>
        </>
      }
    >
      <PageTitle title={TEXTS.titles.login} />
      <LoginForm onSignedIn={goBack} />
      <SocialSignIn onSignedIn={goBack} />
    </AuthCard>
  );
}
