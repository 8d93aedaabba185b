import styles from './skeleton-button.module.css';

/** A loading placeholder the size of a button: a small one, or a large one across its container. */
export function SkeletonButton({ size }: { readonly size: 'small' | 'large-block' }) {
  return (
    <span
      className={
        size === 'small' ? `${styles.skeleton} ${styles.small}` : `${styles.skeleton} ${styles.largeBlock}`
      }
    />
  );
}
