import { PRODUCT_NAME } from '@phonebazaar/shared';

/**
 * Brand marks from one cached sprite (public/social-icons.svg, Bootstrap Icons paths, MIT):
 * the footer is below the first screen, and the paths inline cost 1.5 KB of the initial
 * JavaScript's budget (issue #8) on every page.
 */
const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'X', href: 'https://x.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
] as const;

export function SocialLinks() {
  return (
    <ul className="flex gap-2">
      {SOCIAL.map((item) => (
        <li key={item.name}>
          <a
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-ghost btn-square"
          >
            <svg className="size-5" fill="currentColor" aria-hidden="true" focusable="false">
              <use href={`/social-icons.svg#${item.name.toLowerCase()}`} />
            </svg>
            <span className="sr-only">
              {PRODUCT_NAME} on {item.name} (opens in a new tab)
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
