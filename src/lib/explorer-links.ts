import { blockExplorerOf } from '@/config/block-explorers';

export interface EvidenceLink {
  readonly label: string;
  readonly url: string | null;
}

// Analysis tools (Phalcon, Tenderly, BlockSec...) and explorers all spell an EVM transaction the same way.
const EVM_TX_IN_URL = /0x[0-9a-fA-F]{64}/;

/** The host of a URL, or null when it does not parse. */
export function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

const shorten = (value: string) => (value.length > 14 ? `${value.slice(0, 6)}…${value.slice(-4)}` : value);

/** A contract address with a link to its chain's block explorer; no link when the chain or spelling is unknown. */
export function addressLink(chain: string | null, address: string): EvidenceLink {
  const explorer = blockExplorerOf(chain);
  const label = `${shorten(address)}${chain ? ` on ${chain}` : ''}`;
  return explorer && explorer.addressPattern.test(address)
    ? { label: `${label} (${explorer.name})`, url: explorer.addressUrl(address) }
    : { label, url: null };
}

/**
 * The links of one attack transaction as a data set gives it (an explorer's or an analysis tool's URL): the
 * transaction on its chain's block explorer, and the given URL when it points elsewhere.
 */
export function transactionLinks(chain: string | null, url: string): EvidenceLink[] {
  const hash = EVM_TX_IN_URL.exec(url)?.[0] ?? null;
  const explorer = blockExplorerOf(chain);
  if (!hash) return [{ label: 'Attack transaction', url }];
  const label = `Transaction ${shorten(hash)}${chain ? ` on ${chain}` : ''}`;
  if (!explorer || !explorer.txPattern.test(hash)) return [{ label, url }];
  const explorerUrl = explorer.txUrl(hash);
  const links: EvidenceLink[] = [{ label: `${label} (${explorer.name})`, url: explorerUrl }];
  const host = hostOf(url);
  if (host !== hostOf(explorerUrl)) links.push({ label: `${label} (${host ?? 'source'})`, url });
  return links;
}
