import { COPYRIGHT_YEAR, PRODUCT_NAME, paths, TEXTS } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { Brand } from './brand';
import { SocialLinks } from './social-links';

const LINK_LISTS = [
  {
    title: 'Marketplace',
    links: [
      { to: paths.home, label: TEXTS.nav.home },
      { to: paths.allProducts, label: TEXTS.nav.allProducts },
      { to: paths.blog, label: TEXTS.nav.blog },
    ],
  },
  {
    title: 'Account',
    links: [
      { to: paths.login, label: TEXTS.nav.login, guest: true },
      { to: paths.signup, label: 'Sign up', guest: true },
      { to: paths.dashboard.home, label: TEXTS.nav.dashboard },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: paths.homeContact, label: 'Contact Us' },
      { to: paths.homeDownload, label: 'Download the App' },
    ],
  },
];

export function Footer() {
  // Issue #45 item 8: a signed-in person is not offered Login and Sign up.
  const signedIn = useSession().status === 'signed-in';
  return (
    <footer className="render-near-viewport mt-12 bg-base-200 text-base-content">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <Brand />
          <p className="max-w-xs text-base-content/80 text-sm">
            The best place to buy or sell your used smartphone.
          </p>
        </div>
        {LINK_LISTS.map((list) => (
          <nav key={list.title} aria-labelledby={`footer-${list.title}`}>
            <h2
              id={`footer-${list.title}`}
              className="mb-3 font-bold text-sm uppercase tracking-wide"
            >
              {list.title}
            </h2>
            <ul className="flex flex-col gap-2">
              {list.links
                .filter((link) => !(signedIn && 'guest' in link))
                .map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="link link-hover">
                      {link.label}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-base-300 border-t">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 sm:flex-row">
          <p className="text-sm">
            Copyright © {COPYRIGHT_YEAR} - All rights reserved by {PRODUCT_NAME}
          </p>
          <SocialLinks />
        </div>
      </div>
    </footer>
  );
}
