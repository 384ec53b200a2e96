// Prerendered storefront pages (decision 018) start the app's code after their first paint:
// until then the stylesheet and the first product picture have the connection to themselves.
// The server puts this script where Vite's module script and preloads were, naming them in
// data-entry and data-preload. A plain file (no build step): it must run in every browser
// the app's module scripts run in.
(() => {
  const me = document.currentScript;
  if (!me?.dataset.entry) return;
  let started = false;
  const add = (tag, attributes) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.head.append(element);
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (me.dataset.preload ?? '').split(' ').filter(Boolean)) {
      add('link', { rel: 'modulepreload', crossorigin: '', href });
    }
    add('script', { type: 'module', crossorigin: '', src: me.dataset.entry });
  };
  // After the frame that paints the page; a hidden tab paints no frame, hence the timer.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
})();
