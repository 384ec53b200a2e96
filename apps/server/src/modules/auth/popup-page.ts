import { SOCIAL_POPUP_CHANNEL, SOCIAL_POPUP_MESSAGE_TYPE } from '@phonebazaar/shared';

/**
 * The page the social sign-in popup lands on after the provider's callback. It tells the
 * opening tab how it went, then closes. The script is a separate same-origin file so the
 * site-wide CSP (`script-src 'self'`, decision 004) needs no inline exception.
 *
 * Two channels, because either can fail: `window.opener.postMessage` (restricted to our
 * own origin) and a same-origin BroadcastChannel, which still works when an identity
 * provider's opener policy has severed `window.opener`.
 */
export const POPUP_DONE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Signing in</title>
</head>
<body>
<p id="status">Finishing sign-in. You can close this window.</p>
<script src="/api/auth-popup/done.js"></script>
</body>
</html>
`;

export const POPUP_DONE_SCRIPT = `(function () {
  var params = new URLSearchParams(window.location.search);
  var error = params.get('error');
  if (error !== null && !/^[A-Za-z0-9_.-]{1,64}$/.test(error)) error = 'sign_in_failed';
  var message = { type: ${JSON.stringify(SOCIAL_POPUP_MESSAGE_TYPE)}, ok: error === null };
  if (error !== null) message.error = error;
  try {
    var channel = new BroadcastChannel(${JSON.stringify(SOCIAL_POPUP_CHANNEL)});
    channel.postMessage(message);
    channel.close();
  } catch (e) {}
  try {
    if (window.opener && window.opener !== window) {
      window.opener.postMessage(message, window.location.origin);
    }
  } catch (e) {}
  var status = document.getElementById('status');
  if (status) {
    status.textContent = error === null
      ? 'Signed in. You can close this window.'
      : 'Sign-in did not complete. You can close this window and try again.';
  }
  setTimeout(function () { window.close(); }, 100);
})();
`;
