import { describe, expect, it } from 'vitest';
import { pushEndpointAllowed } from './push-endpoints.ts';

const FCM = 'https://fcm.googleapis.com/fcm/send/';

describe('push endpoints (issue #39)', () => {
  it('When an endpoint is checked, then only the known push services and the given origins pass', () => {
    const ok = [
      `${FCM}abc`,
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-bl2p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
    ];
    for (const url of ok) expect(pushEndpointAllowed(url, []), url).toBe(true);
    const refused = [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evil.example/fcm.googleapis.com',
      'https://notify.windows.com.evil.example/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://169.254.169.254/latest/meta-data',
      'http://127.0.0.1:9/x',
      'not a url',
    ];
    for (const url of refused) expect(pushEndpointAllowed(url, []), url).toBe(false);
    expect(pushEndpointAllowed('http://127.0.0.1:9/x', ['http://127.0.0.1:9'])).toBe(true);
  });
});
