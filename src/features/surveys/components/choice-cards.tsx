'use client';

import type { ReactNode } from 'react';
import styles from './choice-cards.module.css';

export interface ChoiceCard<T extends string> {
  readonly value: T;
  readonly name: string;
  readonly description?: string;
  readonly image?: ReactNode;
}

/**
 * A group of cards of which one is chosen: radio semantics, so that a keyboard and a screen reader use them like
 * any radio group. Cards shrink on small screens (428 px and less: ./choice-cards.module.css).
 */
export function ChoiceCards<T extends string>({
  label,
  cards,
  value,
  onChange,
}: {
  label: string;
  cards: readonly ChoiceCard<T>[];
  value: T | null;
  onChange: (value: T) => void;
}) {
  return (
    <div role="radiogroup" aria-label={label} className={styles.cards}>
      {cards.map((card) => (
        <button
          key={card.value}
          type="button"
          role="radio"
          aria-checked={value === card.value}
          className={styles.card}
          onClick={() => onChange(card.value)}
        >
          {card.image}
          <span>
            <strong className={styles.name}>{card.name}</strong>
            {card.description && <span className={styles.description}>{card.description}</span>}
          </span>
        </button>
      ))}
    </div>
  );
}
