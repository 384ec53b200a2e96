import { useEffect, useState } from 'react';

export type CardDensity = 'comfortable' | 'compact';

const STORAGE_KEY = 'pb.cardDensity';

function stored(): CardDensity {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'compact' ? 'compact' : 'comfortable';
  } catch {
    return 'comfortable';
  }
}

/**
 * Two cards a row on phones, or one (issue #23 item 16), remembered on this device. The first
 * render is always 'comfortable', as the prerendered page was drawn; the stored choice applies
 * right after, so hydration never disagrees with the server's markup.
 */
export function useCardDensity(): [CardDensity, (density: CardDensity) => void] {
  const [density, setDensity] = useState<CardDensity>('comfortable');
  useEffect(() => setDensity(stored()), []);
  const choose = (next: CardDensity) => {
    setDensity(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode or storage full: the choice lasts for this page only.
    }
  };
  return [density, choose];
}

/** The phone-only switch between one and two cards a row. */
export function CardDensityToggle({
  density,
  onChange,
}: {
  density: CardDensity;
  onChange: (density: CardDensity) => void;
}) {
  return (
    <label className="mb-4 flex min-h-11 cursor-pointer items-center justify-end gap-3 text-sm sm:hidden">
      Two phones per row
      <input
        type="checkbox"
        className="toggle toggle-primary"
        checked={density === 'compact'}
        onChange={(event) => onChange(event.target.checked ? 'compact' : 'comfortable')}
      />
    </label>
  );
}
