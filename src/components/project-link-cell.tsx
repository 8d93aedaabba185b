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
    <Link href={`/projects/${id}`} className="project-link">
      <Image src={logo} alt={`${name} logo`} width={32} height={32} className="project-link__logo" />
      <span>
        <strong>{name}</strong>
        {ticker && <span className="project-link__ticker">{ticker}</span>}
      </span>
    </Link>
  );
}
