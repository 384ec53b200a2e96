import { LISTING_REVIEW_TEXTS, type OwnProduct } from '@phonebazaar/shared';
import { type ChangeEvent, useId } from 'react';
import toast from 'react-hot-toast';
import { describeError } from '../../../lib/errors';
import { useAddVerificationPhoto } from '../api/add-verification-photo';
import { imageProblem } from '../hooks/use-photo-uploads';

const T = LISTING_REVIEW_TEXTS.own;

/**
 * Issue #21 (decision 042): the seller's photo of the phone showing the listing code (the
 * self-test's last screen), taken with another camera. An admin compares it with the code;
 * with a fresh self-test it lowers the listing's risk score.
 */
export function OwnListingCodePhoto({
  listing,
}: {
  listing: Pick<OwnProduct, '_id' | 'listingCode' | 'sold' | 'verificationPhoto'>;
}) {
  const inputId = useId();
  const hintId = useId();
  const add = useAddVerificationPhoto();
  const code = listing.listingCode;
  if (!code || listing.sold) return null;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so the same file picked again (after a failure) fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    add.mutate(
      { id: listing._id, file },
      {
        onSuccess: () => toast.success(T.codePhotoSaved),
        onError: (error) => toast.error(describeError(error)),
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      {listing.verificationPhoto && (
        <img
          src={listing.verificationPhoto}
          alt={T.codePhotoAlt(code)}
          width={96}
          height={72}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-24 rounded-box bg-base-200 object-cover"
        />
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={inputId} className="font-medium">
          {listing.verificationPhoto ? T.codePhotoReplace : T.codePhoto}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="file-input file-input-bordered file-input-sm w-full max-w-xs"
          aria-describedby={hintId}
          aria-busy={add.isPending}
          disabled={add.isPending}
          onChange={onPick}
        />
        <p id={hintId} className="text-base-content/70" aria-live="polite">
          {add.isPending ? T.codePhotoUploading : T.codePhotoHint}
        </p>
      </div>
    </div>
  );
}
