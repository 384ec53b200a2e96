import type { Product } from '@phonebazaar/shared';
import { createContext, type ReactNode, use } from 'react';
import { VisitorCardActions } from './visitor-card-actions';

export type RenderCardActions = (product: Product) => ReactNode;

const renderVisitorActions: RenderCardActions = (product) => (
  <VisitorCardActions productId={product._id} />
);

const CardActionsContext = createContext<RenderCardActions>(renderVisitorActions);

/**
 * Which actions a card gets depends on who is looking (spec §6), not on the page. Identity
 * and selling work provide a role-aware renderer here once, and every grid picks it up.
 */
export function CardActionsProvider({
  render,
  children,
}: {
  render: RenderCardActions;
  children: ReactNode;
}) {
  return <CardActionsContext value={render}>{children}</CardActionsContext>;
}

export function useCardActions(): RenderCardActions {
  return use(CardActionsContext);
}
