import { TEXTS } from '@phonebazaar/shared';
import { FormField } from '../../../components/form/form-field';
import { VerifiedSellerBadge } from '../../../components/ui/verified-seller-badge';
import type { SessionUser } from '../../../lib/session';
import { useSellerVerification } from '../api/get-seller-verification';

/**
 * Spec §2 Add Product "Seller Information": who the listing will be posted as. Read-only,
 * because the server takes these from the account whatever the page says (decision 006).
 */
export function SellerInformation({ user }: { user: SessionUser }) {
  const verified = useSellerVerification(user.email).data === true;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <div className="relative shrink-0">
          {user.photoURL ? (
            <img
              src={user.photoURL}
              alt=""
              width={64}
              height={64}
              className="size-16 rounded-full bg-base-200 object-cover ring-1 ring-base-300"
            />
          ) : (
            <div className="avatar avatar-placeholder" aria-hidden="true">
              <div className="size-16 rounded-full bg-neutral text-neutral-content">
                <span className="text-xl">{user.displayName.charAt(0).toUpperCase() || '?'}</span>
              </div>
            </div>
          )}
          {verified && (
            <span className="absolute -right-1 -bottom-1 rounded-full bg-base-100 p-0.5">
              <VerifiedSellerBadge className="size-6" />
            </span>
          )}
        </div>
        <div className="min-w-0">
          <p className="truncate font-semibold">{user.displayName}</p>
          <p className="text-base-content/70 text-sm">
            {verified ? TEXTS.verifiedSeller : 'Your listings show this name and photo.'}
          </p>
        </div>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <FormField label="Seller name">
          {(control) => (
            <input
              {...control}
              className="input w-full bg-base-200"
              value={user.displayName}
              readOnly
            />
          )}
        </FormField>
        <FormField label="Seller email">
          {(control) => (
            <input
              {...control}
              type="email"
              className="input w-full bg-base-200"
              value={user.email}
              readOnly
            />
          )}
        </FormField>
      </div>
    </div>
  );
}
