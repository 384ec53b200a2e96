import { MESSAGE_PHOTOS_MAX, MESSAGING_TEXTS as T } from '@phonebazaar/shared';
import {
  PhotoUploadsField,
  type PhotoUploadsReport,
  type PhotoUploadsTexts,
} from '../../../components/form/photo-uploads-field';

export type MessagePhotosReport = PhotoUploadsReport;

const TEXTS: PhotoUploadsTexts = {
  label: T.labels.photos,
  hint: T.photosHint,
  tooMany: T.photosTooMany,
  list: T.photoList,
  uploading: T.photoUploading,
  photoAlt: T.photoAlt,
  removePhoto: T.removePhoto,
};

/** Up to three photos for one message, uploaded with the bearer token. */
export function MessagePhotosField(props: {
  disabled?: boolean;
  onChange: (report: MessagePhotosReport) => void;
}) {
  return <PhotoUploadsField max={MESSAGE_PHOTOS_MAX} texts={TEXTS} auth compact {...props} />;
}
