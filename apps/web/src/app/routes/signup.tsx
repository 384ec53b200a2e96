import { AUTH_TEXTS, paths, TEXTS } from '@phonebazaar/shared';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { SocialSignIn } from '../../features/auth/components/social-sign-in';
import { useFromState, useReturnTo } from '../../features/auth/hooks/use-return-to';

export default function SignUpRoute() {
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const goBack = () => void navigate(returnTo, { replace: true });
  // The header's Sell (issue #46 item 2) opens this page with Seller chosen; someone who has
  // an account goes on to Log in, and from there to Add Product.
  const [params] = useSearchParams();
  const asSeller = params.get('as') === 'seller';
  const fromState = useFromState() ?? (asSeller ? { from: paths.dashboard.addProduct } : null);
  // A new seller's first screen is their first steps (verify the email, add the first phone,
  // verify the phone), on My Products, not the page they came from.
  const onSignedUp = ({ seller }: { seller: boolean }) =>
    seller ? void navigate(paths.dashboard.myProducts, { replace: true }) : goBack();
  // Sign-up stopped after creating the account: the form explains; the generic note would not.
  const [resumable, setResumable] = useState(false);

  return (
    <AuthCard
      title={TEXTS.titles.signUp}
      subtitle="Create your account to buy or sell used smartphones."
      hideSignedInNote={resumable}
      footer={
        <>
          {AUTH_TEXTS.haveAccount}{' '}
          <Link to={paths.login} state={fromState} className="link link-primary font-medium">
            {TEXTS.nav.login}
          </Link>
        </>
      }
    >
      <PageTitle title={TEXTS.titles.signUp} />
      <SignUpForm onSignedUp={onSignedUp} onResumable={setResumable} seller={asSeller} />
      <SocialSignIn onSignedIn={goBack} />
    </AuthCard>
  );
}
