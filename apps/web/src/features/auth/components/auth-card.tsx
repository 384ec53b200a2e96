import type { ReactNode } from 'react';
import { PhoneIcon } from '../../../components/ui/icons';
import { useSession } from '../../../lib/session';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
  /** Hide the "signed in as …" note (a sign-up resuming its own half-made account). */
  hideSignedInNote?: boolean;
}

/** The frame Login and Sign-up share: a centred card on a soft background. */
export function AuthCard({ title, subtitle, children, footer, hideSignedInNote }: AuthCardProps) {
  const session = useSession();
  return (
    <div className="bg-gradient-to-b from-primary/5 to-base-100 px-4 py-10 sm:py-16">
      <section
        aria-labelledby="auth-title"
        className="card mx-auto w-full max-w-md border border-base-300 bg-base-100 shadow-sm"
      >
        <div className="card-body gap-5 p-6 sm:p-8">
          <header className="flex flex-col items-center gap-2 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
              <PhoneIcon className="size-7" />
            </span>
            <h1 id="auth-title" className="font-bold text-3xl">
              {title}
            </h1>
            <p className="text-base-content/70">{subtitle}</p>
          </header>
          {session.status === 'signed-in' && !hideSignedInNote && (
            // Guards send signed-in users here when a page needs another account.
            <p role="status" className="rounded-box bg-base-200 px-4 py-3 text-sm">
              You are signed in as {session.user.email}. Continue below to use another account.
            </p>
          )}
          {children}
          <p className="text-center text-sm">{footer}</p>
        </div>
      </section>
    </div>
  );
}
