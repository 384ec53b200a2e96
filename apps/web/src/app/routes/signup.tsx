import { paths, TEXTS } from '@phonebazaar/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { SocialSignIn } from '../../features/auth/components/social-sign-in';
import { useFromState, useReturnTo } from '../../features/auth/hooks/use-return-to';

export default function SignUpRoute() {
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const fromState = useFromState();
  const goBack = () => void navigate(returnTo, { replace: true });
  // Sign-up stopped after creating the account: the form explains; the generic note would not.
  const [resumable, setResumable] = useState(false);

  return (
    <AuthCard
      title={TEXTS.titles.signUp}
      subtitle="Create your account to buy or sell used smartphones."
      hideSignedInNote={resumable}
      footer={
        <>
          {TEXTS.auth.haveAccount}{' '}
          <Link to={paths.login} state={fromState} className="link link-primary font-medium">
            {TEXTS.nav.login}
          </Link>
        </>
      }
    >
      <PageTitle title={TEXTS.titles.signUp} />
      <SignUpForm onSignedUp={goBack} onResumable={setResumable} />
      <SocialSignIn onSignedIn={goBack} />
    </AuthCard>
  );
}
