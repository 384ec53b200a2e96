import type {
  AdminBuyer,
  AdminSale,
  AdminSeller,
  AdminUser,
  ReportedProduct,
} from '@phonebazaar/shared';
import { createRoutes } from '../app/router';
import { type FakeAccount, fakeIdentityServer, pageData } from './fake-identity';
import { makeProduct } from './fixtures';
import { mockApi } from './mock-api';
import { createTestQueryClient, renderRoutes } from './render-routes';

let seq = 0;

/** The signed-in admin of the admin screen tests. */
export const admin: FakeAccount = {
  email: 'admin@example.test',
  password: 'Str0ng!pass',
  name: 'Shafiq Islam',
  role: 'admin',
};

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  seq += 1;
  return {
    _id: `user-${seq}`,
    name: `Person ${seq}`,
    email: `person-${seq}@example.test`,
    photoURL: `/images/person-${seq}.webp`,
    role: '',
    verified: false,
    ...overrides,
  };
}

export function makeAdminSeller(overrides: Partial<AdminSeller> = {}): AdminSeller {
  const { role: _r, ...user } = makeAdminUser();
  return { ...user, ...overrides };
}

export function makeAdminBuyer(overrides: Partial<AdminBuyer> = {}): AdminBuyer {
  const { role: _r, verified: _v, ...user } = makeAdminUser();
  return { ...user, ...overrides };
}

export function makeAdminSale(overrides: Partial<AdminSale> = {}): AdminSale {
  seq += 1;
  return {
    _id: `booking-${seq}`,
    productId: `product-${seq}`,
    productName: `Galaxy S${seq} 256GB`,
    productImg: `/images/galaxy-${seq}.webp`,
    sellerEmail: 'seller@example.test',
    buyerEmail: 'buyer@example.test',
    buyerName: 'Sadia Rahman',
    price: 540,
    paid: false,
    transactionId: null,
    status: 'active',
    createdAt: '2030-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export function makeReportedProduct(overrides: Partial<ReportedProduct> = {}): ReportedProduct {
  return {
    ...makeProduct(),
    sellerPhone: '+8801712345678',
    takenDown: false,
    reportCount: 1,
    reasons: [],
    lastReportedAt: '2030-03-05T10:00:00.000Z',
    ...overrides,
  };
}

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * Opens an admin screen as the signed-in admin, with the identity server in memory and
 * the given admin API handlers (keyed by path, as mockApi takes them).
 */
export function renderAdminScreen(path: string, handlers: Record<string, Handler>) {
  const server = fakeIdentityServer([admin], admin.email);
  const fetchMock = mockApi({ ...server.handlers, ...pageData, ...handlers });
  const queryClient = createTestQueryClient();
  const view = renderRoutes(createRoutes(queryClient), {
    queryClient,
    initialEntries: [path],
    session: 'server',
  });
  return { ...view, fetchMock };
}

/** The method of a mocked request ("GET" when none was given). */
export const methodOf = (init: RequestInit) => (init.method ?? 'GET').toUpperCase();
