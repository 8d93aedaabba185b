import 'server-only';
import { marked, type Token, type Tokens } from 'marked';
import { slugify } from '@/lib/slug';
import type { SkippedSourceRecord } from '../db/schema';
import type { ParsedAnswer } from './source-health';
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
// The yearly archives (past/<year>/README.md) head the same blocks "## 2025 - List of Past DeFi Incidents" (the
// oldest, "## Before 2021 - ..."); some of their titles put a dash after the day ("20221230 - DFS - ...").
const SECTION = /^(List of DeFi Hacks & POCs|(\d{4}|Before \d{4}) - List of Past DeFi Incidents)$/;
const REPOSITORY_URL = 'https://github.com/SunWeb3Sec/DeFiHackLabs';
const BRANCH = 'main';
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

const isTransactionLink = (url: string) => /\/tx\/(\w+\/)?0x[0-9a-f]+/i.test(new URL(url).pathname);

// Node endpoints that proofs of concept fork from: addresses of a service, not write-ups of the incident.
const RPC_HOST =
  /(^|[.-])([a-z0-9]*rpc[a-z0-9]*|gateway|node|nodes)([.-]|$)|infura\.io$|alchemy(api)?\.io$|quiknode\.pro$|ankr\.com$|drpc\.org$|publicnode\.com$|llamarpc\.com$|chainstack\.com$|blastapi\.io$|nodereal\.io$|tenderly\.co$/i;
// An explorer's page of an address, a token or a block: a fact of the chain, not an analysis.
const EXPLORER_PAGE = /\/(address|token|block|tokens|accounts?)\/(0x)?[0-9a-f]+/i;

/**
 * Whether a reference is a write-up of the incident (a post, a thread, an analysis): not a node endpoint a proof
 * of concept forks from, not an explorer's page of an address.
 */
export function isWriteUp(url: string): boolean {
  const parsed = new URL(url);
  if (RPC_HOST.test(parsed.hostname) || /\/(rpc|v\d\/[0-9a-f]{20,})\/?$/i.test(parsed.pathname)) return false;
  return !EXPLORER_PAGE.test(parsed.pathname);
}

// The chain names a proof of concept forks from (`vm.createSelectFork("arbitrum", ...)`), as the data set's
// chains are named.
const FORK_CHAINS: readonly [RegExp, string][] = [
  [/^(mainnet|ethereum|eth)$/i, 'Ethereum'],
  [/^(bsc|bnb|binance)/i, 'BSC'],
  [/^arbitrum/i, 'Arbitrum'],
  [/^base/i, 'Base'],
  [/^(optimism|op)$/i, 'Optimism'],
  [/^(polygon|matic)/i, 'Polygon'],
  [/^(avalanche|avax)/i, 'Avalanche'],
  [/^fantom/i, 'Fantom'],
  [/^linea/i, 'Linea'],
  [/^blast/i, 'Blast'],
  [/^gnosis/i, 'Gnosis'],
  [/^sei/i, 'Sei'],
  [/^zksync/i, 'zkSync Era'],
  [/^mantle/i, 'Mantle'],
  [/^moonriver/i, 'Moonriver'],
  [/^sonic/i, 'Sonic'],
];

/** What a proof of concept's source says of its incident: the chain it forks, and the links of its comments. */
export interface PocFacts {
  readonly chain: string | null;
  readonly links: readonly string[];
  /** Attack transactions its comments name by hash alone ("Exploit tx : 0x..."). */
  readonly txHashes: readonly string[];
}

/**
 * Reads the facts of a proof of concept (`src/test/YYYY-MM/*_exp.sol`): the chain of its `createSelectFork` (by
 * name, or by the host of the node it names), and the links of its comments (attack transactions, analyses).
 * Nothing else of the file is kept.
 */
export function pocFactsOf(solidity: string): PocFacts {
  const fork = /createSelectFork\(\s*("([^"]*)"|[A-Za-z_][\w.]*)/.exec(solidity);
  let chainName: string | null = fork?.[2] ?? null;
  if (fork && chainName === null) {
    const constant = new RegExp(`${fork[1]!.replace(/\W/g, '')}\\s*=\\s*"([^"]*)"`).exec(solidity);
    chainName = constant?.[1] ?? null;
  }
  // A fork from a node's address names its chain in the address ("https://api.zan.top/bsc-mainnet").
  const words = (chainName ?? '').split(/[./:_-]+/).filter(Boolean);
  const chain =
    words
      .map((word) => FORK_CHAINS.find(([pattern]) => pattern.test(word))?.[1] ?? null)
      .find((name) => name !== null) ?? null;
  const links: string[] = [];
  const txHashes: string[] = [];
  for (const line of solidity.split('\n')) {
    const comment = /^\s*(\/\/|\*|\/\*)(.*)$/.exec(line)?.[2];
    if (!comment) continue;
    const hash = /\b(?:attack|exploit)?\s*tx\w*\s*(?:hash)?\s*:\s*(0x[0-9a-fA-F]{64})\b/i.exec(comment)?.[1];
    if (hash && !txHashes.includes(hash.toLowerCase())) txHashes.push(hash.toLowerCase());
    for (const [url] of comment.matchAll(/https?:\/\/[^\s"'<>`)\]]+/g)) {
      const link = url.replace(/[.,;:]+$/, '');
      if (isHttpUrl(link) && !links.includes(link)) links.push(link);
    }
  }
  return { chain, links, txHashes };
}

// The explorer where each chain's transactions are read, for a transaction the source names by hash alone.
const EXPLORER_OF: Readonly<Record<string, string>> = {
  Ethereum: 'https://etherscan.io',
  BSC: 'https://bscscan.com',
  Arbitrum: 'https://arbiscan.io',
  Base: 'https://basescan.org',
  Polygon: 'https://polygonscan.com',
  Avalanche: 'https://snowtrace.io',
  Optimism: 'https://optimistic.etherscan.io',
  Fantom: 'https://ftmscan.com',
  Linea: 'https://lineascan.build',
  Blast: 'https://blastscan.io',
  Gnosis: 'https://gnosisscan.io',
  Sei: 'https://seitrace.com',
  'zkSync Era': 'https://era.zksync.network',
  Mantle: 'https://mantlescan.xyz',
  Moonriver: 'https://moonriver.moonscan.io',
};

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
// A token standard's number ("ERC-20", "BEP-20") is no amount.
const AMOUNT =
  /(\$\s*~?\s*)?(?<![A-Za-z]-?\d*)(\d[\d,]*(?:\.\d+)?|\.\d+)(?![\d.,]|\s*%)\s*(?:([kKmMbB]|[Tt]housand|[Mm]illion|[Bb]illion)(?![A-Za-z]))?\s*(US\$|\$?[A-Za-z0-9]*[A-Z]{2}[A-Za-z0-9]*|\$?(?:eth|bnb|btc|matic)\b|\$)?/g;

/**
 * A number as the source writes it. A comma between groups of three digits separates thousands (`29,984.27`,
 * `1,500,000`); any other comma is a decimal comma, as the source's European-style entries write it (`~1,24M` is
 * 1.24 million, `1,4085 WBTC`).
 */
export function numberOf(digits: string): number {
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(digits)) return Number(digits.replace(/,/g, ''));
  if (/^\d+,\d+$/.test(digits)) return Number(digits.replace(',', '.'));
  return Number(digits.replace(/,/g, ''));
}

/** A "Lost" line whose numbers are written in a way the parser does not read: the record is skipped, never guessed. */
export class LossFormatError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'LossFormatError';
  }
}

// The ways the source writes a number: `1500`, `1.5`, `1,500,000.25` (commas between thousands), `1,24` (a decimal
// comma). Anything else made of digits, dots and commas (`1.240,50`, `1,2,3`) would be misread: its line is refused.
const NUMBER_FORMATS = [/^\d+(\.\d+)?$/, /^\d{1,3}(,\d{3})+(\.\d+)?$/, /^\d+,\d+$/];
// Digits grouped by spaces (`1 240 000`): the parser would read the first group alone.
const SPACED_THOUSANDS = /(?<![\d.,])\d{1,3}(?: \d{3})+(?![\d.,])/;

/** Throws a LossFormatError when a number of the line is written in a way that `numberOf` would misread. */
function checkNumbers(lossText: string): void {
  const spaced = SPACED_THOUSANDS.exec(lossText);
  if (spaced) throw new LossFormatError(`the amount "${spaced[0]}" is not written in a known format`);
  for (const [token] of lossText.matchAll(/\d[\d.,]*/g)) {
    // A sentence's full stop or a list's comma after a number is not part of it.
    const number = token.replace(/[.,]+$/, '');
    if (!NUMBER_FORMATS.some((format) => format.test(number))) {
      throw new LossFormatError(`the amount "${number}" is not written in a known format`);
    }
  }
}

function amountOf(digits: string, scale: string | undefined): number | null {
  const value = numberOf(digits);
  if (!Number.isFinite(value)) return null;
  return Math.round(value * (scale ? (SCALE[scale.toLowerCase()] ?? 1) : 1));
}

/**
 * The loss in USD of a "Lost" line, as the data set reads it: the first amount in dollars (`$1.5M`) or in a
 * dollar coin (`37K USD`, `50K USDT`), or a bare number, which the source uses for dollars (`170k`). After an
 * amount in another token only the source's own conversion in brackets counts (`12 ETH (~$41K)`). A loss given
 * only in other tokens (`32.8 ETH`, `2.6 ETH, 4,477 USDC`) is unknown (null): it is never converted. Throws a
 * LossFormatError when a number is written in a way it would misread (`1.240,50`, `1 240 000`).
 */
export function lossUsdOf(lossText: string | null): number | null {
  if (!lossText || /^n\/a\b/i.test(lossText.trim())) return null;
  checkNumbers(lossText);
  // The source's own total in dollars, in brackets after a list of amounts ("1 USDC, 2.25 WETH (~$130K USD)").
  const total =
    /\(\s*[~>≈]?\s*\$\s*~?\s*(\d[\d,]*(?:\.\d+)?)\s*([kKmMbB]|[Tt]housand|[Mm]illion|[Bb]illion)?(?![A-Za-z])[^)]*\)\s*$/.exec(
      lossText,
    );
  const isList = (text: string) => /\d\s*\$?[A-Za-z][\w$]*\s*(,\s|\+|\band\b)/.test(text);
  if (total && isList(lossText.slice(0, total.index))) return amountOf(total[1]!, total[2]);
  let hasOtherToken = false;
  for (const match of lossText.matchAll(AMOUNT)) {
    const [, dollarSign, digits, scale, unit] = match;
    const ticker = unit?.replace(/^\$/, '') ?? '';
    const isDollars = Boolean(dollarSign) || unit === '$' || unit === 'US$' || DOLLAR_COINS.test(ticker);
    if (ticker && !isDollars) {
      hasOtherToken = true;
      continue;
    }
    if (ticker && dollarSign && unit !== 'US$' && !DOLLAR_COINS.test(ticker)) {
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
    (token) => token.type === 'heading' && SECTION.test(headingText(token as Tokens.Heading)),
  );
  if (start < 0) throw new UpstreamFormatError(`no "${SECTION_HEADING}" section`);
  const blocks: Block[] = [];
  let block: Block | undefined;
  for (const token of tokens.slice(start + 1)) {
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      // A few titles are written as slugs: "20240924-MARA---price-manipulation".
      const text = headingText(heading)
        .replace(/^(\d{8})-(?=\S)/, '$1 ')
        .replace(/---/g, ' - ');
      const entry = /^(\d{4})(\d{2})(\d{2})\s+(?:-\s+)?(.+?)(?:\s+-\s+(.+))?$/.exec(text);
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
      // "Lost: ...", or "Total Lost : ..." in some archived blocks.
      const lost = /^(?:Total\s+)?Lost\b\s*:?\s*(.*)$/i.exec(text);
      if (lost && block) {
        block.lossText = lost[1]!.trim() || null;
        continue;
      }
      // A block's own sub-headings ("Contract", "Link reference", "Rescued", ...) sit at level 3 and below; the
      // list ends at the next heading above them.
      if (heading.depth <= 2) break;
      continue;
    }
    if (!block || token.type === 'code') continue;
    for (const href of linksOf('tokens' in token ? token.tokens : undefined)) {
      // The archives link the proofs of concept from two folders down (`../../src/test/...`, `/../../src/...`).
      const poc = /^(?:\.{0,2}\/)*(src\/test\/.+\.sol)$/.exec(href);
      if (poc) block.poc ??= poc[1]!;
      else if (isHttpUrl(href) && !block.links.includes(href)) block.links.push(href);
    }
  }
  return blocks;
}

interface ReadOptions {
  /** The commit the README was read at (a build), else its branch (the refresh). */
  readonly ref?: string;
  /** Facts of the proofs of concept, by repository path, where the build read them. */
  readonly pocs?: Readonly<Record<string, PocFacts>>;
}

/**
 * Reads the README into raw incident records (validated afterwards by the import schema), each at its position in
 * the list; a block whose loss line cannot be read is skipped with the reason. Throws an UpstreamFormatError when
 * the answer is not that README.
 */
export function readDefiHackLabsReadme(
  markdown: string,
  { ref = BRANCH, pocs = {} }: ReadOptions = {},
): ParsedAnswer {
  const blocks = readBlocks(markdown);
  if (blocks.length === 0) throw new UpstreamFormatError(`no incident in "${SECTION_HEADING}"`);
  const taken = new Map<string, number>();
  const records: ParsedAnswer['records'][number][] = [];
  const skipped: SkippedSourceRecord[] = [];
  blocks.forEach((block, index) => {
    const projectSlug = slugify(block.project) || 'incident';
    const baseId = `${block.date.replace(/-/g, '')}-${projectSlug}`;
    const seen = (taken.get(baseId) ?? 0) + 1;
    taken.set(baseId, seen);
    const id = seen === 1 ? baseId : `${baseId}-${seen}`;
    let lossUsd: number | null;
    try {
      lossUsd = lossUsdOf(block.lossText);
    } catch (error) {
      if (!(error instanceof LossFormatError)) throw error;
      skipped.push({ position: index + 1, key: id, reason: `lossText: ${error.message}` });
      return;
    }
    const facts = block.poc ? pocs[block.poc] : undefined;
    const named = [...block.links, ...(facts?.links ?? [])];
    const explorer = facts?.chain ? EXPLORER_OF[facts.chain] : undefined;
    const byHash = explorer
      ? (facts?.txHashes ?? [])
          .filter((hash) => !named.some((link) => link.toLowerCase().includes(hash)))
          .map((hash) => `${explorer}/tx/${hash}`)
      : [];
    const links = [...new Set([...named, ...byHash])];
    const attackTxs = links.filter(isTransactionLink).slice(0, MAX_LINKS);
    const references = links
      .filter((link) => !isTransactionLink(link) && isWriteUp(link))
      .slice(0, MAX_LINKS);
    const chain = attackTxs.map(chainOfExplorer).find((name) => name !== null) ?? facts?.chain ?? null;
    const poc = block.poc ? `${REPOSITORY_URL}/blob/${ref}/${block.poc}` : null;
    records.push({
      position: index + 1,
      value: {
        id,
        date: block.date,
        project: block.project,
        projectSlug,
        type: block.cause,
        attackCategory: attackCategoryOf(block.cause),
        lossUsd,
        lossText: block.lossText,
        chain,
        referenceUrl: references[0] ?? attackTxs[0] ?? poc ?? REPOSITORY_URL,
        references,
        attackTxs,
        poc: block.poc,
        source: DEFIHACKLABS_SOURCE,
      },
    });
  });
  return { records, skipped };
}

/**
 * Parses the README into raw incident records, every block of it (the data set's build): throws an
 * UpstreamFormatError when the answer is not that README or a block cannot be read.
 */
export function parseDefiHackLabsReadme(
  markdown: string,
  options: ReadOptions = {},
): Record<string, unknown>[] {
  const { records, skipped } = readDefiHackLabsReadme(markdown, options);
  const [first] = skipped;
  if (first) throw new UpstreamFormatError(`incident ${first.position} (${first.key}): ${first.reason}`);
  return records.map(({ value }) => value);
}
