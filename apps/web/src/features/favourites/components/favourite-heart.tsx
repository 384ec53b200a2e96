import { FAVOURITES_TEXTS as T } from '@phonebazaar/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { HEART_PARAM } from '../../../components/product-card/visitor-card-actions';
import { HeartIcon } from '../../../components/product-card/visitor-card-actions-heart';
import { useIsFavourite } from '../api/get-favourite-ids';
import { useSetFavourite } from '../api/set-favourite';

interface FavouriteHeartProps {
  listingId: string;
  /** The button's look beside its neighbours (a card's small buttons, the page's big ones). */
  className?: string;
}

/**
 * The signed-in heart (issue #20): a toggle (aria-pressed) whose name says what a press does.
 * It reads the one ids query every heart shares and toggles at once; a refusal flips it back
 * with a toast (useSetFavourite). Off until the ids are known, so it never shows a wrong state.
 */
export function FavouriteHeart({
  listingId,
  className = 'btn btn-square btn-outline',
}: FavouriteHeartProps) {
  const saved = useIsFavourite(listingId);
  const toggle = useSetFavourite();
  const known = saved !== undefined;
  useHeartAfterSignIn(listingId, saved, () => toggle.mutate({ listingId, saved: true }));
  return (
    <button
      type="button"
      className={`${className} ${saved ? 'text-error' : ''}`}
      aria-label={saved ? T.remove : T.save}
      aria-pressed={saved === true}
      title={saved ? T.remove : T.save}
      disabled={!known}
      onClick={() => toggle.mutate({ listingId, saved: !saved })}
    >
      <HeartIcon filled={saved === true} />
    </button>
  );
}

/**
 * A visitor who pressed a heart signed in and came back with `?heart=<id>`: heart that phone,
 * once its state is known and unless it already is, and drop the parameter so a reload or
 * Back does not do it again.
 */
function useHeartAfterSignIn(listingId: string, saved: boolean | undefined, save: () => void) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(HEART_PARAM) === listingId;
  useEffect(() => {
    if (!asked || saved === undefined) return;
    if (!saved) save();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(HEART_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [asked, saved, save, setParams]);
}
