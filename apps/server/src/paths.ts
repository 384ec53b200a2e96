import { fileURLToPath } from 'node:url';

/**
 * Kept at the top of src/ so it resolves the same from the sources (src/paths.ts)
 * and from the bundle (dist/server.js): both sit one level under apps/server.
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The storefront's prerenderer, built by `vite build --ssr` (decision 018). */
export const DEFAULT_WEB_SSR = fileURLToPath(new URL('../../web/dist-ssr', import.meta.url));
export const ASSETS_DIR = fileURLToPath(new URL('../assets', import.meta.url));
/** Built by `npm run build` (scripts/build.mjs); the first start copies them. */
export const PGLITE_TEMPLATE_DIR = fileURLToPath(
  new URL('../dist/pglite-template', import.meta.url),
);
export const DEMO_IMAGES_TEMPLATE_DIR = fileURLToPath(
  new URL('../dist/demo-images', import.meta.url),
);
