// oidc-provider ships no type declarations; it is only used by the OIDC flow test.
declare module 'oidc-provider';
