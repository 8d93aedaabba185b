import Image from 'next/image';
import Link from 'next/link';
import styles from './project-link-cell.module.css';

/** A project in a table row: its logo, name and first ticker, linking to its page. */
export function ProjectLinkCell({
  id,
  name,
  logo,
  ticker,
}: {
  id: string;
  name: string;
  logo: string;
  ticker: string | null | undefined;
}) {
  return (
    <Link href={`/projects/${id}`} className={styles.link}>
      <Image src={logo} alt={`${name} logo`} width={32} height={32} className={styles.logo} />
      <span>
        <strong>{name}</strong>
        {ticker && (
          <span className={styles.ticker} data-testid="project-ticker">
            {ticker}
          </span>
        )}
      </span>
    </Link>
  );
}
