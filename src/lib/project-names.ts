/** A project of the catalogue as the name matching below knows it. */
export interface CatalogueName {
  readonly name: string;
  readonly aliases: readonly string[];
}

/** A name as matching compares it: lower case, letters and digits only (`Curve.fi` is `curvefi`). */
export const normalised = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

// Words that a project's name often carries or drops: `Ronin Network` is Ronin, `EulerFinance` is Euler,
// `BalancerV2` is Balancer. Only trailing words are dropped, and never the whole name.
const SUFFIX_WORDS = new Set([
  'network',
  'finance',
  'fi',
  'protocol',
  'bridge',
  'dao',
  'exchange',
  'labs',
  'io',
  'xyz',
  'app',
  // What a data set adds to a project's name for the event: `SafeMoon Hack`.
  'hack',
  'exploit',
]);
const VERSION_WORD = /^v\d+$/;

/**
 * The words of a name: camel case, digits of a version, punctuation and a possessive split apart; a bracketed
 * ticker or note left out (`ApeCoin (APE)` is ApeCoin).
 */
export function nameWords(text: string): string[] {
  return text
    .replace(/\([^)]*\)/g, ' ')
    .replace(/['’]s\b/g, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])([Vv]\d+)\b/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.toLowerCase())
    .filter(Boolean);
}

/** A name as the importer compares it: its words joined (`Harmony's Horizon Bridge` is `harmonyhorizonbridge`). */
export const nameKey = (text: string) => nameWords(text).join('');

/** Whether a name is the given name key followed by words such as Network, Finance or V2 only. */
export function isNameWithSuffixes(text: string, key: string): boolean {
  const words = nameWords(text);
  for (let end = words.length; end >= 1; end -= 1) {
    if (words.slice(0, end).join('') === key) return true;
    const last = words[end - 1]!;
    if (!SUFFIX_WORDS.has(last) && !VERSION_WORD.test(last)) return false;
  }
  return false;
}

/**
 * The core of a name: its words without the trailing ones that projects add or drop (Network, Finance, Protocol,
 * V2, Bridge, DAO, Exchange...), joined; the whole name when none is dropped. Null when the core would be under 3
 * letters (`0x Protocol`): so short a core tells nothing.
 */
export function coreName(text: string): string | null {
  const words = nameWords(text);
  let end = words.length;
  while (end > 1 && (SUFFIX_WORDS.has(words[end - 1]!) || VERSION_WORD.test(words[end - 1]!))) end -= 1;
  // A release number written into the last word: `MIMSpell3` is MIMSpell.
  const core = words
    .slice(0, end)
    .join('')
    .replace(/^([a-z0-9]*[a-z]{4})\d$/, '$1');
  return core.length >= 3 ? core : null;
}

/**
 * The catalogue's project that a report's leading words name, by its name or an alias: the longest one that is
 * the whole of those words or their first words (`Aave steward sUSD` → Aave). Names written in one word read as
 * their words too (`UniswapV3` is `Uniswap V3`), the longest match still winning (`PancakeSwap` is PancakeSwap, not
 * a "Pancake"). Names of fewer than 4 letters count only when they are the whole of the words, so that a short word
 * does not catch a longer name. Null when none: the source's own name then stands, and the importer decides.
 */
export class ProjectNames {
  private readonly byKey = new Map<string, string>();

  constructor(projects: readonly CatalogueName[]) {
    for (const project of projects) {
      for (const name of [project.name, ...project.aliases]) {
        const key = normalised(name);
        if (key && !this.byKey.has(key)) this.byKey.set(key, project.name);
      }
    }
  }

  named(words: string): string | null {
    const parts = words
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .split(/[\s/]+/)
      .filter(Boolean);
    for (let count = Math.min(parts.length, 6); count >= 1; count -= 1) {
      const key = normalised(parts.slice(0, count).join(''));
      if (key.length < 4 && count < parts.length) continue;
      const name = this.byKey.get(key);
      if (name) return name;
    }
    return null;
  }
}

/** The project of a report: the catalogue's name its words start with, else the source's own words. */
export function projectOf(names: ProjectNames, ...candidates: string[]): string {
  for (const words of candidates) {
    const name = names.named(words);
    if (name) return name;
  }
  return candidates[0]!.trim();
}
