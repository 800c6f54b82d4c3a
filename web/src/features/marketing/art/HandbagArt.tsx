import { Sparkle } from './Sparkle';

/** A structured plum top-handle handbag with a gold clasp. */
export function HandbagArt() {
  return (
    <svg viewBox="0 0 400 340" aria-hidden="true">
      <circle cx="200" cy="175" r="150" fill="#f5dcd6" />
      <ellipse cx="200" cy="300" rx="130" ry="12" fill="#3b0d2c" opacity="0.15" />
      <path d="M140 140 V110 a60 60 0 0 1 120 0 V140" fill="none" stroke="#3b0d2c" strokeWidth="14" strokeLinecap="round" />
      <path d="M140 140 V110 a60 60 0 0 1 120 0 V140" fill="none" stroke="#74245a" strokeWidth="6" strokeLinecap="round" />
      <path d="M92 138 H308 L330 272 Q333 292 312 292 H88 Q67 292 70 272 Z" fill="#5b1a45" />
      <path d="M92 138 H308 L313 170 H87 Z" fill="#74245a" />
      <path d="M104 182 H296 L313 268 Q314 280 302 280 H98 Q86 280 87 268 Z" fill="none" stroke="#a33669" strokeWidth="2" strokeDasharray="6 6" />
      <path d="M100 150 Q96 220 108 272" fill="none" stroke="#ffffff" strokeWidth="6" strokeLinecap="round" opacity="0.18" />
      <rect x="176" y="158" width="48" height="34" rx="8" fill="#c9a14a" />
      <rect x="186" y="166" width="28" height="18" rx="5" fill="#e8d39f" />
      <circle cx="200" cy="175" r="4" fill="#8a6a1f" />
      <Sparkle x={330} y={80} size={16} />
      <Sparkle x={70} y={110} size={10} />
      <Sparkle x={352} y={200} size={8} />
    </svg>
  );
}
