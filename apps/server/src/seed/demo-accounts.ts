import type { Role } from '@phonebazaar/shared';
/**
 * The demo accounts, in one place so the identity work can attach passwords to exactly
 * these emails (product-decisions §2: demo accounts exist only when demo data is on).
 */
export const DEMO_ACCOUNTS = {
  admin: 'admin@phonebazaar.test',
  seller: 'seller@phonebazaar.test',
  buyer: 'buyer@phonebazaar.test',
} as const;

export type DemoUserKey = 'admin' | 'seller' | 'nusrat' | 'tanvir' | 'farhana' | 'buyer';

export interface DemoUser {
  key: DemoUserKey;
  email: string;
  name: string;
  role: Role;
  verified: boolean;
  /** Sellers list their listings with this number; the buyer books with it. */
  phone: string;
  /** Avatar colours: background and figure. */
  palette: readonly [string, string];
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    key: 'admin',
    email: DEMO_ACCOUNTS.admin,
    name: 'Shafiq Islam',
    role: 'admin',
    verified: false,
    phone: '+8801911204587',
    palette: ['#334155', '#cbd5e1'],
  },
  {
    key: 'seller',
    email: DEMO_ACCOUNTS.seller,
    name: 'Arif Hossain',
    role: 'seller',
    verified: true,
    phone: '+8801712345678',
    palette: ['#0369a1', '#bae6fd'],
  },
  {
    key: 'nusrat',
    email: 'nusrat.jahan@phonebazaar.test',
    name: 'Nusrat Jahan',
    role: 'seller',
    verified: true,
    phone: '+8801819456203',
    palette: ['#be123c', '#fecdd3'],
  },
  {
    key: 'tanvir',
    email: 'tanvir.ahmed@phonebazaar.test',
    name: 'Tanvir Ahmed',
    role: 'seller',
    verified: false,
    phone: '+8801556702914',
    palette: ['#047857', '#a7f3d0'],
  },
  {
    key: 'farhana',
    email: 'farhana.akter@phonebazaar.test',
    name: 'Farhana Akter',
    role: 'seller',
    verified: false,
    phone: '+8801634819027',
    palette: ['#6d28d9', '#ddd6fe'],
  },
  {
    key: 'buyer',
    email: DEMO_ACCOUNTS.buyer,
    name: 'Sadia Rahman',
    role: '',
    verified: false,
    phone: '+8801798230561',
    palette: ['#c2410c', '#fed7aa'],
  },
];

/** Every demo email, for the identity seed and for tests. */
export const DEMO_ACCOUNT_EMAILS: readonly string[] = DEMO_USERS.map((u) => u.email);

export const demoAvatarFile = (key: DemoUserKey) => `demo-avatar-${key}.webp`;

export function demoUser(key: DemoUserKey): DemoUser {
  const user = DEMO_USERS.find((u) => u.key === key);
  if (!user) throw new Error(`unknown demo user ${key}`);
  return user;
}
