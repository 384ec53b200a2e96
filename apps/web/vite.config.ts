import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': proxyTo(apiTarget), '/images': apiTarget },
  },
  // The prerenderer (src/entry-server.tsx, decision 018) bundles the shared package's
  // sources; other packages are imported from node_modules by the server at run time.
  ssr: { noExternal: ['@phonebazaar/shared'] },
  build: {
    target: 'es2022',
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
