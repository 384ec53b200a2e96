import { TEXTS } from '@phonebazaar/shared';
import { PageTitle } from '../../../components/ui/page-title';
import { EmailVerificationStatus } from '../../../features/auth/components/email-verification-status';
import { ProfileForm } from '../../../features/auth/components/profile-form';
import { StartSelling } from '../../../features/auth/components/start-selling';
import { NotificationPreferences } from '../../../features/notifications/components/notification-preferences';
import { PhoneVerification } from '../../../features/phone/components/phone-verification';
import { useSession } from '../../../lib/session';

export default function ProfileRoute() {
  const { user } = useSession();
  return (
    <section className="max-w-xl">
      <PageTitle title={TEXTS.titles.profile} />
      <h1 className="mb-2 font-bold text-3xl">{TEXTS.titles.profile}</h1>
      <p className="mb-8 text-base-content/80">
        Your name and photo appear in the navigation bar and on your listings.
      </p>
      {/* The dashboard layout only renders for a signed-in user. */}
      {user && <EmailVerificationStatus user={user} />}
      {user && <StartSelling user={user} />}
      {user && <PhoneVerification />}
      {user && <ProfileForm key={user.uid} user={user} />}
      {user && <NotificationPreferences />}
    </section>
  );
}
