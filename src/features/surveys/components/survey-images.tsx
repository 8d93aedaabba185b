import type { UserType } from '@/contracts/surveys';

// One small illustration per user type (the cards' images), drawn inline so that they need no
// request and scale with the card.

const frame = { width: 56, height: 56, viewBox: '0 0 56 56', role: 'img' } as const;

export function UserTypeImage({ type }: { type: UserType }) {
  if (type === 'Retail Investor') {
    return (
      <svg {...frame} aria-label="A person with a coin">
        <circle cx="28" cy="28" r="28" fill="#e0f2fe" />
        <circle cx="22" cy="20" r="7" fill="#0369a1" />
        <path d="M10 44c0-8 5-13 12-13s12 5 12 13z" fill="#0369a1" />
        <circle cx="39" cy="36" r="8" fill="#f59e0b" />
        <path d="M39 31v10M36 34h5" stroke="#fff" strokeWidth="2" />
      </svg>
    );
  }
  if (type === 'Institutional Partner') {
    return (
      <svg {...frame} aria-label="An office building">
        <circle cx="28" cy="28" r="28" fill="#ede9fe" />
        <path d="M16 44V16l12-6 12 6v28z" fill="#6d28d9" />
        <path d="M21 20h4M31 20h4M21 27h4M31 27h4M21 34h4M31 34h4" stroke="#fff" strokeWidth="3" />
      </svg>
    );
  }
  return (
    <svg {...frame} aria-label="A block with a gear">
      <circle cx="28" cy="28" r="28" fill="#dcfce7" />
      <path d="M28 10l15 8v18l-15 8-15-8V18z" fill="#15803d" />
      <circle cx="28" cy="27" r="6" fill="none" stroke="#fff" strokeWidth="3" />
      <path d="M28 17v4M28 33v4M18 27h4M34 27h4" stroke="#fff" strokeWidth="3" />
    </svg>
  );
}
