import { AUTH_TEXTS } from '@phonebazaar/shared';
import { useId } from 'react';
import { useAuthConfig } from '../api/get-auth-config';
import { useSocialSignIn } from '../hooks/use-social-sign-in';
import { ProviderIcon } from './provider-icon';

/**
 * The Google-style sign-in of spec §2, one button per provider the server has configured.
 * With none configured the button stays, disabled, with the reason next to it, so the
 * screen looks the same everywhere and nobody wonders where it went.
 */
export function SocialSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const hintId = useId();
  const config = useAuthConfig();
  const { start, pending } = useSocialSignIn({ onSignedIn });
  const providers = config.data?.social ?? [];

  return (
    <div className="flex flex-col gap-2">
      <div className="divider my-1 text-base-content/70 text-sm">or</div>
      {config.isPending ? (
        <button type="button" className="btn btn-outline w-full" disabled>
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          {AUTH_TEXTS.continueWith('Google')}
        </button>
      ) : providers.length === 0 ? (
        <>
          <button
            type="button"
            className="btn btn-outline w-full"
            disabled
            aria-describedby={hintId}
          >
            <ProviderIcon id="google" />
            {AUTH_TEXTS.continueWith('Google')}
          </button>
          <p id={hintId} className="text-center text-base-content/70 text-sm">
            {AUTH_TEXTS.socialNotConfigured}
          </p>
        </>
      ) : (
        providers.map((provider) => (
          <button
            key={provider.id}
            type="button"
            className="btn btn-outline w-full"
            // Stays enabled while pending: a second press brings the (same-named) popup back.
            aria-busy={pending === provider.id}
            onClick={() => start(provider)}
          >
            {pending === provider.id ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <ProviderIcon id={provider.id} />
            )}
            {AUTH_TEXTS.continueWith(provider.name)}
          </button>
        ))
      )}
    </div>
  );
}
