import {
  AUTH_TEXTS,
  SOCIAL_POPUP_CHANNEL,
  type SocialPopupMessage,
  socialPopupMessageSchema,
  TEXTS,
} from '@phonebazaar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { recordUser } from '../api/record-user';
import { finishSignIn } from '../utils/finish-sign-in';
import { identityErrorMessage, socialErrorMessage } from '../utils/identity-error-message';

const POPUP_NAME = 'pb-social';
const POPUP_FEATURES = 'width=500,height=650';
const CLOSED_POLL_MS = 500;
/** The done page posts, then closes itself 100 ms later: give the message time to land. */
const CLOSED_GRACE_MS = 1500;
/**
 * A provider's opener policy can sever the popup from this tab, which then reads as
 * "closed" while the user is still signing in. Listening on after that lets a late success
 * (delivered on the BroadcastChannel) still complete.
 */
const LISTEN_AFTER_CLOSE_MS = 10 * 60_000;

export interface SocialProvider {
  id: string;
  name: string;
}

/**
 * Social sign-in in a real popup (spec §2 Login/Sign-up, decision 005). The popup must be
 * opened synchronously inside the click handler, or the browser blocks it.
 */
export function useSocialSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const stopRef = useRef<(() => void) | null>(null);
  const onSignedInRef = useRef(onSignedIn);
  onSignedInRef.current = onSignedIn;

  useEffect(() => () => stopRef.current?.(), []);

  async function complete(message: SocialPopupMessage) {
    if (!message.ok) {
      setPending(null);
      toast.error(socialErrorMessage(message.error));
      return;
    }
    try {
      const user = await finishSignIn(queryClient);
      // Spec §4: social sign-up records role '' (the server never lowers an existing role).
      await recordUser({
        email: user.email,
        name: user.displayName,
        photoURL: user.photoURL,
        role: '',
      });
      toast.success(TEXTS.toast.signIn);
      onSignedInRef.current();
    } catch (error) {
      toast.error(identityErrorMessage(error));
    } finally {
      setPending(null);
    }
  }

  function start(provider: SocialProvider) {
    stopRef.current?.();
    const popup = window.open(
      `/api/auth-popup/start?provider=${encodeURIComponent(provider.id)}`,
      POPUP_NAME,
      POPUP_FEATURES,
    );
    if (!popup) {
      toast.error(AUTH_TEXTS.errors.popupBlocked);
      return;
    }
    popup.focus();
    setPending(provider.id);

    let settled = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const channel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(SOCIAL_POPUP_CHANNEL) : null;

    const handle = (data: unknown) => {
      const parsed = socialPopupMessageSchema.safeParse(data);
      // Both channels carry the same message; the first one wins.
      if (!parsed.success || settled) return;
      settled = true;
      stop();
      void complete(parsed.data);
    };
    const onWindowMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) handle(event.data);
    };
    const onChannelMessage = (event: MessageEvent) => handle(event.data);

    const poll = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(poll);
      timers.push(
        setTimeout(() => {
          if (settled) return;
          setPending(null);
          toast.error(AUTH_TEXTS.errors.popupClosed, { id: 'popup-closed' });
        }, CLOSED_GRACE_MS),
        setTimeout(() => stop(), LISTEN_AFTER_CLOSE_MS),
      );
    }, CLOSED_POLL_MS);

    function stop() {
      clearInterval(poll);
      for (const timer of timers) clearTimeout(timer);
      window.removeEventListener('message', onWindowMessage);
      channel?.close();
      if (stopRef.current === stop) stopRef.current = null;
    }

    window.addEventListener('message', onWindowMessage);
    channel?.addEventListener('message', onChannelMessage);
    stopRef.current = stop;
  }

  return { start, pending };
}
