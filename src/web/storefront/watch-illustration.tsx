/** A drawn watch face for the hero: no image request, sharp at any size, right in both themes. */
export function WatchIllustration({ className }: { className?: string }) {
  const ticks = Array.from({ length: 12 }, (_, i) => i * 30);
  return (
    <svg viewBox="0 0 200 260" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="case" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f1dba2" />
          <stop offset="0.5" stopColor="#c9a44c" />
          <stop offset="1" stopColor="#8a6a22" />
        </linearGradient>
        <radialGradient id="dial" cx="0.4" cy="0.35" r="0.8">
          <stop offset="0" stopColor="#1d2942" />
          <stop offset="1" stopColor="#070c17" />
        </radialGradient>
      </defs>
      <rect x="70" y="0" width="60" height="70" rx="10" fill="#1a2233" />
      <rect x="70" y="190" width="60" height="70" rx="10" fill="#1a2233" />
      <rect x="176" y="120" width="12" height="20" rx="3" fill="url(#case)" />
      <circle cx="100" cy="130" r="82" fill="url(#case)" />
      <circle cx="100" cy="130" r="72" fill="url(#dial)" />
      {ticks.map((deg) => (
        <rect
          key={deg}
          x="98.5"
          y="64"
          width="3"
          height={deg % 90 === 0 ? 14 : 8}
          rx="1"
          fill="#e6c887"
          transform={`rotate(${deg} 100 130)`}
        />
      ))}
      <rect x="97.5" y="88" width="5" height="46" rx="2.5" fill="#ece7dc" transform="rotate(-40 100 130)" />
      <rect x="98.5" y="72" width="3" height="62" rx="1.5" fill="#ece7dc" transform="rotate(62 100 130)" />
      <rect x="99.3" y="70" width="1.4" height="74" rx="0.7" fill="#d4b06a" transform="rotate(160 100 130)" />
      <circle cx="100" cy="130" r="5" fill="#d4b06a" />
    </svg>
  );
}
