import type { PrerenderedPage } from './storefront-prerender.ts';

/** A slot of apps/web/index.html: the text between its opening and closing comments. */
function slot(html: string, name: string) {
  const open = `<!--${name}-->`;
  const close = `<!--/${name}-->`;
  const start = html.indexOf(open);
  const end = html.indexOf(close, start);
  if (start < 0 || end < 0) return undefined;
  return { start, end: end + close.length, inner: html.slice(start + open.length, end) };
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html as a prerendered page (decisions 018, 026): the page's title and picture hints
 * in the app-head slot (index.html's own title stays when the page names none), its markup
 * in app-html in place of the loading screen, its data at app-state. Undefined when the
 * index.html has no slots (an older or foreign build): the plain shell goes out.
 */
export function fillSlots(html: string, page: PrerenderedPage): string | undefined {
  const head = slot(html, 'app-head');
  const root = slot(html, 'app-html');
  const state = html.indexOf('<!--app-state-->');
  if (!head || !root || state < 0 || !(head.end <= root.start && root.end <= state)) {
    return undefined;
  }
  const title = page.head.includes('<title>') ? '' : head.inner;
  const filled =
    html.slice(0, head.start) +
    title +
    page.head +
    html.slice(head.end, root.start) +
    page.html +
    html.slice(root.end, state) +
    page.state +
    html.slice(state + '<!--app-state-->'.length);
  return deferScripts(filled);
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page paints without JavaScript now, so its code starts after that paint
 * (apps/web/public/start-app.js) instead of sharing the connection with the stylesheet and
 * the first card's picture, which the paint waits for.
 */
function deferScripts(html: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]).join(' ');
  const starter = `<script src="/start-app.js" defer data-entry="${escapeAttr(entry)}" data-preload="${escapeAttr(preloads)}"></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, () => starter);
}
