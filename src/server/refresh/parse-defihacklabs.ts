import 'server-only';
import { marked, type Token, type Tokens } from 'marked';
import { slugify } from '@/lib/slug';
import { UpstreamFormatError } from './upstream-error';

// DeFiHackLabs' README (github.com/SunWeb3Sec/DeFiHackLabs) lists its latest incidents under the heading
// "List of DeFi Hacks & POCs", newest first, one block per incident:
//
//   ### 20260820 FlashstakeV2 - Mispriced reward pool, instant upfront reward extraction
//   ### Lost: ~0.5453 WETH drained ...
//   ```sh forge test --contracts src/test/2026-08/FlashstakeV2_exp.sol -vvv ```
//   #### Contract
//   [FlashstakeV2_exp.sol](src/test/2026-08/FlashstakeV2_exp.sol)
//   ### Link reference
//   https://x.com/...            (analyses, and explorer links to the attack transaction)
//
// Each block becomes a record of the incidents import schema, as data/incidents.json was built from the
// same README: id `YYYYMMDD-<slug of the name>` (`-2`, `-3`... for a second incident of one name on one day), the
// title's cause as `type`, the "Lost" line verbatim as `lossText`.

const SECTION_HEADING = 'List of DeFi Hacks & POCs';
const REPOSITORY_URL = 'https://github.com/SunWeb3Sec/DeFiHackLabs';
export const DEFIHACKLABS_SOURCE = 'SunWeb3Sec/DeFiHackLabs';
// The schema's limits on lists of links.
const MAX_LINKS = 20;

// Block explorers of the chains DeFiHackLabs covers: the chain of an incident is read from its attack
// transaction's explorer, and is unknown without one.
const EXPLORER_CHAINS: readonly [RegExp, string][] = [
  [/^(www\.)?etherscan\.io$/, 'Ethereum'],
  [/^(www\.)?bscscan\.com$/, 'BSC'],
  [/^(www\.)?arbiscan\.io$/, 'Arbitrum'],
  [/^(www\.)?basescan\.org$/, 'Base'],
  [/^(www\.)?polygonscan\.com$/, 'Polygon'],
  [/^(www\.)?snowtrace\.io$|^(www\.)?snowscan\.xyz$/, 'Avalanche'],
  [/^optimistic\.etherscan\.io$/, 'Optimism'],
  [/^(www\.)?ftmscan\.com$/, 'Fantom'],
  [/^(www\.)?lineascan\.build$/, 'Linea'],
  [/^(www\.)?blastscan\.io$/, 'Blast'],
  [/^(www\.)?gnosisscan\.io$/, 'Gnosis'],
  [/^(www\.)?seitrace\.com$/, 'Sei'],
  [/^era\.zksync\.network$|^explorer\.zksync\.io$/, 'zkSync Era'],
  [/^(www\.)?mantlescan\.xyz$|^explorer\.mantle\.xyz$/, 'Mantle'],
  [/^moonriver\.moonscan\.io$/, 'Moonriver'],
];

function chainOfExplorer(url: string): string | null {
  const host = new URL(url).hostname.toLowerCase();
  return EXPLORER_CHAINS.find(([pattern]) => pattern.test(host))?.[1] ?? null;
}

const isTransactionLink = (url: string) => /\/tx\/0x[0-9a-f]+/i.test(new URL(url).pathname);

// The attack categories of the data set (its README, "attackCategory"): the first group whose words the cause
// contains. Checked in this order because causes name several things ("price oracle manipulation via flash loan"
// is a manipulation, "unchecked flash loan callback" a flash-loan attack).
const ATTACK_CATEGORIES: readonly [RegExp, string][] = [
  [/rug|backdoor|insider|exit scam/i, 'Rug pull'],
  [/private key|key compromise|compromised key/i, 'Private key compromise'],
  [/phish|social engineering/i, 'Phishing / social engineering'],
  [/governance|\bdao\b|proposal/i, 'Governance'],
  [/^bridge|cross-chain/i, 'Bridge'],
  [/re-?entran/i, 'Reentrancy'],
  [/random|\brng\b/i, 'Randomness'],
  [/slippage|sandwich|arbitrage|\bmev\b|front-?run/i, 'Slippage / MEV'],
  [
    /overflow|underflow|rounding|precis|unit mismatch|unsafe ?math|truncat|unsafecast|integer/i,
    'Arithmetic / precision',
  ],
  [/oracle|price|reserve|manipul|skim|spot|inflation/i, 'Oracle / price manipulation'],
  [
    /access control|unprotected|permissionless|caller|ownership|arbi?trary|permission|approval|privilege/i,
    'Access control',
  ],
  [/flash ?-?loan/i, 'Flash loan'],
  [/validat|signature|replay|unverified|input|verif|bypass/i, 'Input validation'],
  [
    /logic|accounting|reward|fee|business|double|duplicate|self-dealing|mispric|insolvency|burn|redemption|config/i,
    'Business logic',
  ],
];

export function attackCategoryOf(cause: string): string {
  return ATTACK_CATEGORIES.find(([pattern]) => pattern.test(cause))?.[1] ?? 'Other';
}

const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, b: 1e9, billion: 1e9 };
// Coins that count as US dollars.
const DOLLAR_COINS = /^(USD|USDT|USDC|BUSD|DAI|FDUSD|USDe|USD1|TUSD|USDbC)$/;
// An amount (not a percentage) with its scale and unit: `$1.5M`, `~$41K`, `37K USD`, `50K $BUSD`, `32.8 ETH`,
// `3.3Million $`, or a bare `170k`. A unit is written like a ticker, with two capitals at least.
const AMOUNT =
  /(\$\s*~?\s*)?(\d[\d,]*(?:\.\d+)?|\.\d+)(?![\d.,]|\s*%)\s*(?:([kKmMbB]|[Tt]housand|[Mm]illion|[Bb]illion)(?![A-Za-z]))?\s*(US\$|\$?[A-Za-z0-9]*[A-Z]{2}[A-Za-z0-9]*|\$?(?:eth|bnb|btc|matic)\b|\$)?/g;

function amountOf(digits: string, scale: string | undefined): number | null {
  const value = Number(digits.replace(/,/g, ''));
  if (!Number.isFinite(value)) return null;
  return Math.round(value * (scale ? (SCALE[scale.toLowerCase()] ?? 1) : 1));
}

/**
 * The loss in USD of a "Lost" line, as the data set reads it: the first amount in dollars (`$1.5M`) or in a
 * dollar coin (`37K USD`, `50K USDT`), or a bare number, which the source uses for dollars (`170k`). After an
 * amount in another token only the source's own conversion in brackets counts (`12 ETH (~$41K)`). A loss given
 * only in other tokens (`32.8 ETH`, `2.6 ETH, 4,477 USDC`) is unknown (null): it is never converted.
 */
export function lossUsdOf(lossText: string | null): number | null {
  if (!lossText || /^n\/a\b/i.test(lossText.trim())) return null;
  let hasOtherToken = false;
  for (const match of lossText.matchAll(AMOUNT)) {
    const [, dollarSign, digits, scale, unit] = match;
    const ticker = unit?.replace(/^\$/, '') ?? '';
    const isDollars = Boolean(dollarSign) || unit === '$' || unit === 'US$' || DOLLAR_COINS.test(ticker);
    if (ticker && !isDollars) {
      hasOtherToken = true;
      continue;
    }
    if (ticker && dollarSign && !DOLLAR_COINS.test(ticker)) {
      hasOtherToken = true;
      continue;
    }
    const isConversion = /\(\s*[~>≈]?\s*$/.test(lossText.slice(0, match.index));
    if (!hasOtherToken || isConversion) return amountOf(digits!, scale);
  }
  return null;
}

interface Block {
  date: string;
  project: string;
  cause: string;
  lossText: string | null;
  poc: string | null;
  links: string[];
}

const headingText = (token: Tokens.Heading) => token.text.replace(/&amp;/g, '&').trim();

function linksOf(tokens: readonly Token[] | undefined): string[] {
  const links: string[] = [];
  for (const token of tokens ?? []) {
    if (token.type === 'link') links.push((token as Tokens.Link).href);
    else if ('tokens' in token) links.push(...linksOf(token.tokens));
  }
  return links;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The blocks of the README's incident list, in the README's order; throws when the list is not there. */
function readBlocks(markdown: string): Block[] {
  const tokens = marked.lexer(markdown);
  const start = tokens.findIndex(
    (token) => token.type === 'heading' && headingText(token as Tokens.Heading) === SECTION_HEADING,
  );
  if (start < 0) throw new UpstreamFormatError(`no "${SECTION_HEADING}" section`);
  const blocks: Block[] = [];
  let block: Block | undefined;
  for (const token of tokens.slice(start + 1)) {
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      const text = headingText(heading);
      const entry = /^(\d{4})(\d{2})(\d{2})\s+(.+?)(?:\s+-\s+(.+))?$/.exec(text);
      if (entry && heading.depth <= 3) {
        block = {
          date: `${entry[1]}-${entry[2]}-${entry[3]}`,
          project: entry[4]!.trim(),
          cause: (entry[5] ?? '').trim(),
          lossText: null,
          poc: null,
          links: [],
        };
        blocks.push(block);
        continue;
      }
      const lost = /^Lost\b:?\s*(.*)$/i.exec(text);
      if (lost && block) {
        block.lossText = lost[1]!.trim() || null;
        continue;
      }
      // The block's own sub-headings ("Contract", "Link reference", ...) sit below level 3 or name links.
      if (heading.depth <= 3 && !/link|reference|contract|tx/i.test(text)) break;
      continue;
    }
    if (!block || token.type === 'code') continue;
    for (const href of linksOf('tokens' in token ? token.tokens : undefined)) {
      if (/^\.?\/?src\/test\/.+\.sol$/.test(href)) block.poc ??= href.replace(/^\.?\//, '');
      else if (isHttpUrl(href) && !block.links.includes(href)) block.links.push(href);
    }
  }
  return blocks;
}

/**
 * Parses the README into raw incident records (validated afterwards by the import schema). Throws an
 * UpstreamFormatError when the answer is not that README.
 */
export function parseDefiHackLabsReadme(markdown: string): Record<string, unknown>[] {
  const blocks = readBlocks(markdown);
  if (blocks.length === 0) throw new UpstreamFormatError(`no incident in "${SECTION_HEADING}"`);
  const taken = new Map<string, number>();
  return blocks.map((block) => {
    const projectSlug = slugify(block.project) || 'incident';
    const baseId = `${block.date.replace(/-/g, '')}-${projectSlug}`;
    const seen = (taken.get(baseId) ?? 0) + 1;
    taken.set(baseId, seen);
    const attackTxs = block.links.filter(isTransactionLink).slice(0, MAX_LINKS);
    const references = block.links.filter((link) => !isTransactionLink(link)).slice(0, MAX_LINKS);
    const chain = attackTxs.map(chainOfExplorer).find((name) => name !== null) ?? null;
    const poc = block.poc ? `${REPOSITORY_URL}/blob/main/${block.poc}` : null;
    return {
      id: seen === 1 ? baseId : `${baseId}-${seen}`,
      date: block.date,
      project: block.project,
      projectSlug,
      type: block.cause,
      attackCategory: attackCategoryOf(block.cause),
      lossUsd: lossUsdOf(block.lossText),
      lossText: block.lossText,
      chain,
      referenceUrl: references[0] ?? attackTxs[0] ?? poc ?? REPOSITORY_URL,
      references,
      attackTxs,
      source: DEFIHACKLABS_SOURCE,
    };
  });
}
