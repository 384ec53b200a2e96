import { TEXTS } from '@phonebazaar/shared';
import { useSession } from '../../lib/session';

export interface NavItem {
  to: string;
  label: string;
}

/** Spec §2: All Products is a visitor link; Dashboard replaces it once signed in. */
export function useNavLinks(): NavItem[] {
  const { status } = useSession();
  const links: NavItem[] = [
    { to: '/', label: TEXTS.nav.home },
    { to: '/blog', label: TEXTS.nav.blog },
  ];
  if (status === 'signed-out') links.push({ to: '/all-products', label: TEXTS.nav.allProducts });
  if (status === 'signed-in') links.push({ to: '/dashboard', label: TEXTS.nav.dashboard });
  return links;
}
