import { useState } from 'react';
import { PhoneIcon } from '../../../components/ui/icons';

/** A category's icon, or a generic phone if the file is missing (icons are operator data). */
export function CategoryIcon({ src, size }: { src: string; size: 'sm' | 'lg' }) {
  const [failed, setFailed] = useState(false);
  const box = size === 'lg' ? 'size-16' : 'size-6';
  const pixels = size === 'lg' ? 64 : 24;
  if (failed || !src) return <PhoneIcon className={`${box} shrink-0 text-gray-700`} />;
  return (
    <img
      src={src}
      alt=""
      width={pixels}
      height={pixels}
      onError={() => setFailed(true)}
      className={`${box} shrink-0 object-contain`}
    />
  );
}
