import { paths, TEXTS } from '@phonebazaar/shared';
import { useSession } from '../../lib/session';

export interface NavItem {
  to: string;
  label: string;
}

/** Spec §2: All Products is a visitor link; Dashboard replaces it once signed in. */
export function useNavLinks(): NavItem[] {
  const { status } = useSession();
  const links: NavItem[] = [
    { to: paths.home, label: TEXTS.nav.home },
    { to: paths.blog, label: TEXTS.nav.blog },
  ];
  if (status === 'signed-out') links.push({ to: paths.allProducts, label: TEXTS.nav.allProducts });
  if (status === 'signed-in') links.push({ to: paths.dashboard.home, label: TEXTS.nav.dashboard });
  return links;
}
