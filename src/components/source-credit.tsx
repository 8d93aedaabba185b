import Link from 'next/link';
import styles from './source-credit.module.css';

/**
 * "Source: DeFiHackLabs (Apache-2.0)": the data set links to the record there, the licence to the data-sources
 * page. A data set whose terms word its credit otherwise gives its own label ("Data provided by CoinGecko").
 */
export function SourceCredit({
  credit,
  label = 'Source:',
}: {
  credit: { readonly name: string; readonly url: string | null; readonly licence: string };
  label?: string;
}) {
  return (
    <span>
      {label}{' '}
      {credit.url ? (
        <a href={credit.url} rel="noopener noreferrer nofollow" target="_blank" className={styles.link}>
          {credit.name}
        </a>
      ) : (
        credit.name
      )}{' '}
      (
      <Link href="/company/data-sources" className={styles.link}>
        {credit.licence}
      </Link>
      )
    </span>
  );
}
