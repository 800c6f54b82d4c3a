import { Sparkle } from './Sparkle';

/** A berry envelope clutch with a gold chain and a round clasp. */
export function ClutchArt() {
  return (
    <svg viewBox="0 0 400 340" aria-hidden="true">
      <circle cx="200" cy="175" r="150" fill="#f7dde8" />
      <ellipse cx="200" cy="285" rx="140" ry="12" fill="#3b0d2c" opacity="0.15" />
      <path d="M318 150 C372 150 372 70 300 62" fill="none" stroke="#c9a14a" strokeWidth="5" strokeDasharray="10 5" strokeLinecap="round" />
      <rect x="62" y="128" width="276" height="150" rx="16" fill="#a33669" />
      <rect x="74" y="140" width="252" height="126" rx="10" fill="none" stroke="#f7dde8" strokeWidth="1.5" strokeDasharray="5 6" opacity="0.6" />
      <path d="M62 144 Q62 128 78 128 H322 Q338 128 338 144 L210 226 Q200 232 190 226 Z" fill="#7d2350" />
      <path d="M84 140 L200 214" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" opacity="0.15" />
      <circle cx="200" cy="222" r="15" fill="#c9a14a" />
      <circle cx="200" cy="222" r="8" fill="#e8d39f" />
      <Sparkle x={86} y={86} size={14} />
      <Sparkle x={344} y={250} size={10} />
      <Sparkle x={58} y={300} size={8} />
    </svg>
  );
}
