import Link from 'next/link';

// Inside running text a link must not rely on colour alone to stand out.
const UNDERLINED = { textDecoration: 'underline' } as const;

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
        <a href={credit.url} rel="noopener noreferrer nofollow" target="_blank" style={UNDERLINED}>
          {credit.name}
        </a>
      ) : (
        credit.name
      )}{' '}
      (
      <Link href="/company/data-sources" style={UNDERLINED}>
        {credit.licence}
      </Link>
      )
    </span>
  );
}
