/** A decorative pair of phones for the banner, drawn inline so it costs no request. */
export function PhoneArt({ accent, className }: { accent: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 220 240"
      className={className}
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <g transform="rotate(-8 80 120)">
        <rect x="30" y="20" width="100" height="200" rx="16" fill="#0f172a" />
        <rect x="38" y="32" width="84" height="176" rx="10" fill={accent} opacity="0.9" />
        <rect x="66" y="24" width="28" height="4" rx="2" fill="#334155" />
        <circle cx="80" cy="90" r="22" fill="#ffffff" opacity="0.55" />
        <rect x="52" y="130" width="56" height="8" rx="4" fill="#ffffff" opacity="0.7" />
        <rect x="60" y="146" width="40" height="8" rx="4" fill="#ffffff" opacity="0.5" />
      </g>
      <g transform="rotate(10 150 130)">
        <rect x="110" y="40" width="90" height="180" rx="15" fill="#1e293b" />
        <rect x="117" y="51" width="76" height="158" rx="9" fill="#ffffff" opacity="0.92" />
        <rect x="127" y="64" width="56" height="56" rx="8" fill={accent} />
        <rect x="127" y="132" width="56" height="7" rx="3.5" fill="#94a3b8" />
        <rect x="127" y="146" width="38" height="7" rx="3.5" fill="#cbd5e1" />
        <rect x="127" y="176" width="56" height="18" rx="9" fill="#0f172a" />
      </g>
    </svg>
  );
}
