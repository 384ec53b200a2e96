import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
// Relative: the config is bundled on its own, and the shared package is TypeScript source.
import { STALE_TEXTS } from '../../packages/shared/src/texts-header';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

/**
 * The API takes cookie-authenticated writes only from its own origin (issue #14 finding 12).
 * A request this dev server forwards from its own page (Origin equals the Host it was sent
 * to) is presented with the API's origin; any other Origin is passed on untouched.
 */
const proxyTo = (target: string): ProxyOptions => ({
  target,
  configure: (proxy) =>
    proxy.on('proxyReq', (outgoing, incoming) => {
      const origin = incoming.headers.origin;
      if (origin && origin === `http://${incoming.headers.host}`) {
        outgoing.setHeader('origin', new URL(target).origin);
      }
    }),
});

/**
 * React Router's package sends every bundler to its development build, whose warnings cost the
 * browser's first load ~1 KB gzip (issue #22 item 4). Browser builds take the production build
 * of the same version; the prerenderer and tests keep the package's own choice.
 */
const reactRouterProduction = () => {
  const main = createRequire(import.meta.url).resolve('react-router');
  const production = main.replace(
    /dist([\\/])development\1index\.m?js$/,
    'dist$1production$1index.mjs',
  );
  return existsSync(production) ? [{ find: /^react-router$/, replacement: production }] : [];
};

/** The new-version notice in index.html (issue #46 item 3) takes its words from the shared texts. */
const staleNoticeTexts = (): Plugin => ({
  name: 'stale-notice-texts',
  transformIndexHtml: {
    order: 'pre',
    handler: (html) =>
      html
        .replace('<!--stale-new-version-->', STALE_TEXTS.newVersion)
        .replace('<!--stale-reload-->', STALE_TEXTS.reload),
  },
});

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), staleNoticeTexts()],
  resolve: command === 'build' && !isSsrBuild ? { alias: reactRouterProduction() } : {},
  server: {
    proxy: { '/api': proxyTo(apiTarget), '/images': apiTarget },
  },
  // The prerenderer (src/entry-server.tsx, decision 018) bundles the shared package's
  // sources; other packages are imported from node_modules by the server at run time.
  ssr: { noExternal: ['@phonebazaar/shared'] },
  build: {
    target: 'es2022',
    // scripts/check-bundle-budget.mjs reads which chunks each storefront page loads from it.
    manifest: true,
    sourcemap: false,
    assetsInlineLimit: 0,
    // Every browser we build for (es2022) knows <link rel="modulepreload">; the polyfill only
    // cost bytes in the initial chunk, which has a budget (issue #8).
    modulePreload: { polyfill: false },
    // The initial chunk lists every lazy chunk's file (Vite's preload map): shared chunks named
    // by hash alone keep that list short as features (and their chunks) are added; the budget
    // is issue #8's 120 KB. Pages keep their names (`blog-<hash>.js`): readable in a network
    // panel, and what the stale-chunk browser test removes.
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/src/app/routes/')
            ? 'assets/[name]-[hash].js'
            : 'assets/c-[hash].js',
      },
    },
    // public/ is served from dist; the prerenderer's bundle needs none of it.
    copyPublicDir: !isSsrBuild,
  },
}));
