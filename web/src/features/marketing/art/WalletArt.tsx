import { Sparkle } from './Sparkle';

/** A plum bifold wallet with cards peeking out and a gold snap tab. */
export function WalletArt() {
  return (
    <svg viewBox="0 0 400 340" aria-hidden="true">
      <circle cx="200" cy="175" r="150" fill="#fbeeea" />
      <ellipse cx="200" cy="288" rx="125" ry="11" fill="#3b0d2c" opacity="0.15" />
      <rect x="110" y="96" width="150" height="96" rx="10" fill="#e8d39f" transform="rotate(-10 185 144)" />
      <rect x="124" y="112" width="60" height="10" rx="5" fill="#c9a14a" transform="rotate(-10 185 144)" />
      <rect x="150" y="104" width="150" height="96" rx="10" fill="#ffffff" transform="rotate(6 225 152)" />
      <rect x="166" y="122" width="42" height="30" rx="6" fill="#f5dcd6" transform="rotate(6 225 152)" />
      <rect x="80" y="150" width="240" height="130" rx="18" fill="#74245a" />
      <path d="M80 176 H320" stroke="#5b1a45" strokeWidth="10" />
      <rect x="92" y="188" width="216" height="80" rx="10" fill="none" stroke="#e8d39f" strokeWidth="1.5" strokeDasharray="5 6" opacity="0.55" />
      <path d="M262 196 H336 Q348 196 348 208 V232 Q348 244 336 244 H262 Z" fill="#5b1a45" />
      <circle cx="322" cy="220" r="10" fill="#c9a14a" />
      <circle cx="322" cy="220" r="4" fill="#8a6a1f" />
      <path d="M94 196 Q90 236 100 266" fill="none" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" opacity="0.16" />
      <Sparkle x={332} y={104} size={14} />
      <Sparkle x={66} y={128} size={10} />
      <Sparkle x={90} y={300} size={8} />
    </svg>
  );
}
