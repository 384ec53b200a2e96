import { ADMIN_TEXTS } from '@phonebazaar/shared';

interface PersonCellProps {
  name: string;
  photoURL: string;
  /** The signed-in admin's own row. */
  isYou?: boolean;
}

/** Avatar plus name (spec §2 Tables). The photo is decorative: the name is right beside it. */
export function PersonCell({ name, photoURL, isYou = false }: PersonCellProps) {
  return (
    <div className="flex min-w-44 items-center gap-3">
      {photoURL ? (
        <img
          src={photoURL}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          className="size-10 shrink-0 rounded-full bg-base-200 object-cover"
        />
      ) : (
        <div className="avatar avatar-placeholder shrink-0" aria-hidden="true">
          <div className="size-10 rounded-full bg-neutral text-neutral-content">
            <span>{name.charAt(0).toUpperCase() || '?'}</span>
          </div>
        </div>
      )}
      <span className="font-medium">{name}</span>
      {isYou && <span className="badge badge-outline badge-sm">{ADMIN_TEXTS.you}</span>}
    </div>
  );
}
