import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, vi } from 'vitest';

// Routes are lazy: the first test to open one waits for Vite to transform the chunk, which
// takes more than the default 1 s on a busy two-core CI machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout, so scrolling (ScrollRestoration) is a no-op rather than an error.
window.scrollTo = () => {};
// jsdom has no object URLs; image previews only need a string.
URL.createObjectURL ??= () => 'blob:preview';
URL.revokeObjectURL ??= () => {};
// react-hot-toast asks for prefers-reduced-motion; jsdom has no media queries.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// jsdom has <dialog> but not its modal methods; open/close are all the app relies on.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store; one test's toast must not show up in the next.
  toast.remove();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

// Files share a worker's document (the web project does not isolate them, vitest.config.ts):
// what one file left on the page, or the flag the app sets once it is live, must not reach
// the next file.
afterAll(() => {
  document.body.innerHTML = '';
  document.title = '';
  for (const name of document.documentElement.getAttributeNames()) {
    if (name !== 'lang') document.documentElement.removeAttribute(name);
  }
});
