import { MAIN_CONTENT_ID } from '@/config/site';
import styles from './skip-link.module.css';

/** 'Skip to content': the first thing Tab reaches on every page, past the header to the page's own content. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.link}>
      Skip to content
    </a>
  );
}
