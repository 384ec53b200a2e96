/** Covers the viewport (fixed, so nothing underneath shifts when it goes away). */
export function FullScreenLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-base-100"
    >
      <span className="loading loading-bars loading-lg text-primary" aria-hidden="true" />
      <span className="font-medium text-base-content/80">{label}…</span>
    </div>
  );
}
