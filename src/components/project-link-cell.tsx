import Image from 'next/image';
import Link from 'next/link';

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
    <Link
      href={`/projects/${id}`}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 12, textDecoration: 'none' }}
    >
      <Image src={logo} alt={`${name} logo`} width={32} height={32} style={{ borderRadius: '50%' }} />
      <span>
        <strong>{name}</strong>
        {ticker && <span style={{ marginLeft: 8, color: '#64748b' }}>{ticker}</span>}
      </span>
    </Link>
  );
}
