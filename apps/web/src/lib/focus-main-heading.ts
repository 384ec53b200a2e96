/**
 * Moves focus to the page's main heading on the next frame: for a control that disappears with
 * what it did (a review published, an offer answered), so focus does not fall to the document's
 * body and a keyboard or screen-reader user is not sent back to the top (issue #46).
 */
export function focusMainHeading() {
  requestAnimationFrame(() => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    // -1: focusable by script only, no extra Tab stop.
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  });
}
