import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': apiTarget, '/images': apiTarget },
  },
  // The prerenderer (src/entry-server.tsx, decision 018) bundles the shared package's
  // sources; other packages are imported from node_modules by the server at run time.
  ssr: { noExternal: ['@phonebazaar/shared'] },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // public/ is served from dist; the prerenderer's bundle needs none of it.
    copyPublicDir: !isSsrBuild,
  },
}));
