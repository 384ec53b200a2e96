import type { Product } from '@phonebazaar/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import {
  CardActionsProvider,
  type RenderCardActions,
} from '../../components/product-card/card-actions-context';
import { CardActionsSkeleton } from '../../components/product-card/card-actions-skeleton';
import { VisitorCardActions } from '../../components/product-card/visitor-card-actions';
import { loadChunk } from '../../lib/lazy-route';
import { useSession } from '../../lib/session';

// Its own chunk: the role checks, dialogs and mutations are for signed-in users only.
const SignedInCardActions = lazy(() => loadChunk(() => import('./signed-in-card-actions')));

const visitorActions: RenderCardActions = (product) => (
  <VisitorCardActions productId={product._id} />
);
// Until the session is known, neither send a signed-in user to /login nor promise actions.
const pendingActions: RenderCardActions = () => <CardActionsSkeleton />;
const signedInActions: RenderCardActions = (product: Product) => (
  <Suspense fallback={<CardActionsSkeleton />}>
    <SignedInCardActions product={product} />
  </Suspense>
);

/** Every product grid under it gets the actions that fit who is looking (spec §6). */
export function RoleCardActionsProvider({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const render =
    status === 'signed-in'
      ? signedInActions
      : status === 'loading'
        ? pendingActions
        : visitorActions;
  return <CardActionsProvider render={render}>{children}</CardActionsProvider>;
}
