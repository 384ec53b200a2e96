import { OFFERS_TEXTS, type OfferRole, paths } from '@phonebazaar/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useOffers } from '../api/get-offers';
import { OfferFloors } from './offer-floors';
import { OfferItem } from './offer-item';

const T = OFFERS_TEXTS;

/**
 * The Offers page (issue #20): "Offers I made" and "Offers on my listings" as two tabs, each
 * with its answers; sellers also keep their automatic-decline floors under the second.
 */
export function OffersPage({ isSeller }: { isSeller: boolean }) {
  const [role, setRole] = useState<OfferRole>(isSeller ? 'seller' : 'buyer');
  const tabs: { role: OfferRole; label: string }[] = [
    { role: 'buyer', label: T.made },
    { role: 'seller', label: T.received },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div role="tablist" aria-label={T.title} className="tabs tabs-box w-fit">
        {tabs.map((tab) => (
          <button
            key={tab.role}
            type="button"
            role="tab"
            id={`offers-tab-${tab.role}`}
            aria-controls={`offers-panel-${tab.role}`}
            aria-selected={role === tab.role}
            className={`tab ${role === tab.role ? 'tab-active' : 'text-base-content/80'}`}
            onClick={() => setRole(tab.role)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`offers-panel-${role}`}
        aria-labelledby={`offers-tab-${role}`}
        className="flex flex-col gap-8"
      >
        <OffersList role={role} />
        {role === 'seller' && isSeller && <OfferFloors />}
      </div>
    </div>
  );
}

function OffersList({ role }: { role: OfferRole }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useOffers(role);
  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-base-content/80">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        {T.loading}
      </p>
    );
  }
  if (isError) {
    return (
      <ErrorState
        title={T.failed}
        error={error}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  if (data.length === 0) {
    return (
      <EmptyState title={role === 'buyer' ? T.emptyMade : T.emptyReceived}>
        {role === 'buyer' && (
          <Link to={paths.home} className="link link-primary">
            {T.browse}
          </Link>
        )}
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {data.map((offer) => (
        <li key={offer.id}>
          <OfferItem offer={offer} />
        </li>
      ))}
    </ul>
  );
}
