/**
 * The storefront: uploaded images, the built web app (shell and hashed assets from memory)
 * and the storefront pages its prerenderer draws (decision 026). Registered by app.ts after
 * the API, as its not-found handler is the SPA's; robots.txt and sitemap.xml beside it.
 */
export { crawlerFiles } from './crawler-files.ts';
export { staticFiles } from './static-files.ts';
