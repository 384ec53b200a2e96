import { DEAL_TEXTS as D } from '@phonebazaar/shared';
import {
  PhotoUploadsField,
  type PhotoUploadsReport,
  type PhotoUploadsTexts,
} from '../../../components/form/photo-uploads-field';

export const DECLINE_PHOTOS_MAX = 3;
export type DeclinePhotosReport = PhotoUploadsReport;

const TEXTS: PhotoUploadsTexts = {
  label: D.photos,
  hint: D.photosHint,
  tooMany: D.photosTooMany,
  list: D.meetupPhotos,
  uploading: D.photoUploading,
  photoAlt: D.photoAlt,
  removePhoto: D.removePhoto,
};

/** Up to three photos of what is wrong with the phone (the buyer's decline). */
export function DeclinePhotosField(props: {
  disabled?: boolean;
  onChange: (report: DeclinePhotosReport) => void;
}) {
  return <PhotoUploadsField max={DECLINE_PHOTOS_MAX} texts={TEXTS} {...props} />;
}
