import Link from 'next/link';

// Inside running text a link must not rely on colour alone to stand out.
const UNDERLINED = { textDecoration: 'underline' } as const;

/** "Source: DeFiHackLabs (Apache-2.0)": the data set links to the record there, the licence to the data-sources page. */
export function SourceCredit({
  credit,
}: {
  credit: { readonly name: string; readonly url: string | null; readonly licence: string };
}) {
  return (
    <span>
      Source:{' '}
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
