import type { SVGProps } from 'react';

/**
 * Outline icons (paths from Heroicons, MIT). Decorative by default: the control that holds
 * an icon carries the accessible name.
 */
type IconProps = SVGProps<SVGSVGElement>;

function Outline({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

/** A magnifier: the header's search button and the search box's submit (one copy in the entry). */
export const SearchIcon = (props: IconProps) => (
  <Outline
    d="m21 21-5.2-5.2m0 0A7.5 7.5 0 1 0 5.2 5.2a7.5 7.5 0 0 0 10.6 10.6Z"
    strokeWidth={1.75}
    {...props}
  />
);

export const MenuIcon = (props: IconProps) => (
  <Outline d="M3.75 6.75h16.5M3.75 12h16.5m-16.5 5.25h16.5" {...props} />
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Outline d="M15.75 19.5 8.25 12l7.5-7.5" {...props} />
);

export const ChevronRightIcon = (props: IconProps) => (
  <Outline d="m8.25 4.5 7.5 7.5-7.5 7.5" {...props} />
);

export const WarningIcon = (props: IconProps) => (
  <Outline
    d="M12 9v3.75m-9.303 3.376c-.866 1.5.217 3.374 1.948 3.374h14.71c1.73 0 2.813-1.874 1.948-3.374L13.949 3.378c-.866-1.5-3.032-1.5-3.898 0L2.697 16.126ZM12 15.75h.007v.008H12v-.008Z"
    {...props}
  />
);

export const InboxIcon = (props: IconProps) => (
  <Outline
    d="M2.25 13.5h3.86a2.25 2.25 0 0 1 2.012 1.244l.256.512a2.25 2.25 0 0 0 2.013 1.244h3.218a2.25 2.25 0 0 0 2.013-1.244l.256-.512a2.25 2.25 0 0 1 2.013-1.244h3.859m-19.5.338V18a2.25 2.25 0 0 0 2.25 2.25h15A2.25 2.25 0 0 0 21.75 18v-4.162c0-.224-.034-.447-.1-.661L19.24 5.338a2.25 2.25 0 0 0-2.15-1.588H6.911a2.25 2.25 0 0 0-2.15 1.588L2.35 13.177a2.25 2.25 0 0 0-.1.661Z"
    {...props}
  />
);

export const PhoneIcon = (props: IconProps) => (
  <Outline
    d="M10.5 1.5H8.25A2.25 2.25 0 0 0 6 3.75v16.5a2.25 2.25 0 0 0 2.25 2.25h7.5A2.25 2.25 0 0 0 18 20.25V3.75a2.25 2.25 0 0 0-2.25-2.25H13.5m-3 0V3h3V1.5m-3 0h3m-3 18.75h3"
    {...props}
  />
);

export const MapPinIcon = (props: IconProps) => (
  <Outline
    d="M15 10.5a3 3 0 1 1-6 0 3 3 0 0 1 6 0ZM19.5 10.5c0 7.142-7.5 11.25-7.5 11.25S4.5 17.642 4.5 10.5a7.5 7.5 0 1 1 15 0Z"
    {...props}
  />
);
