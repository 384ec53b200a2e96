import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/ui/page-title';

/** The frame of every admin screen: '{title} - PhoneBazaar' (spec §2), heading, one line. */
export function AdminPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageTitle title={title} />
      <h1 className="mb-2 font-bold text-3xl">{title}</h1>
      <p className="mb-8 max-w-prose text-base-content/80">{intro}</p>
      {children}
    </>
  );
}
