// oidc-provider ships no type declarations; the issuer module above imports it.
declare module 'oidc-provider';
