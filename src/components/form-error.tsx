'use client';

/** A form's error line, announced to screen readers. */
export function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div
      role="alert"
      style={{
        margin: '0 0 16px',
        padding: '8px 12px',
        borderRadius: 8,
        background: '#fef2f2',
        border: '1px solid #fecaca',
        color: '#991b1b',
      }}
    >
      {text}
    </div>
  );
}
