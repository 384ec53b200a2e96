import type { ReactNode } from 'react';
import { InboxIcon } from './icons';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-box border border-dashed border-base-300 px-6 py-10 text-center">
      <InboxIcon className="size-10 text-base-content/60" />
      <p className="font-semibold">{title}</p>
      {children && <div className="max-w-prose text-sm text-base-content/80">{children}</div>}
    </div>
  );
}
