import type { SVGProps } from 'react';

/**
 * Outline icons of the search page (paths from Heroicons, MIT); decorative, the control names
 * itself. The navbar's magnifier is drawn in its own file: a module used by the first page goes
 * into its JavaScript whole.
 */
type IconProps = SVGProps<SVGSVGElement> & { d?: never };

const outline = (d: string) => (props: IconProps) => (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.75}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    <path d={d} />
  </svg>
);

export const SearchIcon = outline(
  'm21 21-5.2-5.2m0 0A7.5 7.5 0 1 0 5.2 5.2a7.5 7.5 0 0 0 10.6 10.6Z',
);

export const FiltersIcon = outline(
  'M10.5 6h9.75M10.5 6a1.5 1.5 0 1 1-3 0m3 0a1.5 1.5 0 1 0-3 0M3.75 6H7.5m3 12h9.75m-9.75 0a1.5 1.5 0 0 1-3 0m3 0a1.5 1.5 0 0 0-3 0m-3.75 0H7.5m9-6h3.75m-3.75 0a1.5 1.5 0 0 1-3 0m3 0a1.5 1.5 0 0 0-3 0m-9.75 0h9.75',
);

export const CloseIcon = outline('M6 18 18 6M6 6l12 12');
