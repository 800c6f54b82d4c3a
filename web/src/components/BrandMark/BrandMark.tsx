/** The drawn logo: a small plum handbag with a gold clasp. */
export function BrandMark({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <circle cx="20" cy="20" r="20" fill="#5b1a45" />
      <path d="M14 16.5v-2a6 6 0 0 1 12 0v2" fill="none" stroke="#e8d39f" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M10.5 17h19l-1.8 12.5a2 2 0 0 1-2 1.7H14.3a2 2 0 0 1-2-1.7L10.5 17Z" fill="#f5dcd6" />
      <rect x="17.5" y="20" width="5" height="3.4" rx="1" fill="#c9a14a" />
    </svg>
  );
}
