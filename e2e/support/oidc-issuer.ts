/**
 * The local OpenID Connect issuer the server's tests use (oidc-provider with its built-in
 * login and consent pages), reused so the popup sign-in runs against a real provider.
 */
export {
  startTestIssuer,
  TEST_OIDC_ACCOUNTS,
  type TestIssuer,
} from '../../apps/server/src/test/oidc-issuer.ts';
