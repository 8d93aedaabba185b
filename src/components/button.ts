import styles from './button.module.css';

interface ButtonLook {
  /** Ant Design's button types; `outline-danger` is the default button in the danger colour. */
  readonly variant?: 'default' | 'primary' | 'danger' | 'text' | 'outline-danger';
  readonly isSmall?: boolean;
  /** A square button holding only an icon (its accessible name is an aria-label). */
  readonly isIcon?: boolean;
  /** The caller's own classes, after the button's. */
  readonly className?: string;
}

const VARIANTS = {
  default: undefined,
  primary: styles.primary,
  danger: styles.danger,
  text: styles.text,
  'outline-danger': styles.outlineDanger,
} as const;

/**
 * The classes of a button (or a link) in Ant Design's look, for the parts of pages that load no Ant Design
 * (decision 0012): `<button className={buttonClass({ variant: 'primary' })}>`.
 */
export function buttonClass({ variant = 'default', isSmall, isIcon, className }: ButtonLook = {}): string {
  return [styles.btn, VARIANTS[variant], isSmall && styles.small, isIcon && styles.icon, className]
    .filter(Boolean)
    .join(' ');
}
