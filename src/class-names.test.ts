import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Styles live in CSS Modules (style.md, 13): a class written as a plain string points at no stylesheet, and once
// globals.css lost its component rules such strings rendered bare browser buttons and a visible "Watchlist"
// header. Tests find elements by role, label or data-testid, never by class. So a className holds module classes
// (`styles.x`) or a helper's result, and a plain class name only when a library requires it.
const SRC = path.resolve(__dirname);

/** Plain class names a library requires, each with its reason. Keep it short. */
const ALLOWED: Readonly<Record<string, string>> = {};

/**
 * A plain class name still used as a test hook: `score-gauge__text` is the hook of e2e/ui/phone.spec.ts and of the
 * page-cache test's count of gauges, and becomes a data-testid there. Keyed by file, so that none spreads; the last
 * test below fails once a name is gone.
 */
const PENDING: Readonly<Record<string, readonly string[]>> = {
  'components/score-gauge.tsx': ['score-gauge__text'],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The end of the literal or `{…}` group opening at `start` (the index just past it). */
function skip(text: string, start: number): number {
  const open = text[start]!;
  if (open === "'" || open === '"') {
    let index = start + 1;
    while (index < text.length && text[index] !== open) index += text[index] === '\\' ? 2 : 1;
    return index + 1;
  }
  if (open === '`') {
    let index = start + 1;
    while (index < text.length && text[index] !== '`') {
      if (text[index] === '\\') index += 2;
      else if (text.startsWith('${', index)) index = skip(text, index + 1);
      else index += 1;
    }
    return index + 1;
  }
  // `{`: up to its matching `}`, past any literal inside.
  let index = start + 1;
  while (index < text.length && text[index] !== '}') {
    index = /['"`{]/.test(text[index]!) ? skip(text, index) : index + 1;
  }
  return index + 1;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/**
 * The plain class names an expression given to className evaluates to: its string literals and the words of its
 * template literals outside `${…}` (whose expressions count too), but not the arguments of a call or the values of
 * an object, which are a helper's options (`buttonClass({ variant: 'text' })`), nor the literals it compares.
 */
function classesOf(expression: string): string[] {
  const found: string[] = [];
  let depth = 0;
  for (let index = 0; index < expression.length;) {
    const char = expression[index]!;
    if (char === '(' && /[\w$\]).?]\s*$/.test(expression.slice(0, index))) depth += 1;
    else if (char === '(' && depth > 0) depth += 1;
    else if (char === ')' && depth > 0) depth -= 1;
    if (char === '{') {
      index = skip(expression, index);
      continue;
    }
    if (char === "'" || char === '"' || char === '`') {
      const end = skip(expression, index);
      // A literal compared with is a condition (`sorted === 'asc' ? …`), not a class.
      const isCompared =
        /(?:[=!]==?|[<>]=?)\s*$/.test(expression.slice(0, index)) ||
        /^\s*(?:[=!]==?|[<>])/.test(expression.slice(end));
      if (depth === 0 && !isCompared) {
        const body = expression.slice(index + 1, end - 1);
        if (char !== '`') found.push(...words(body));
        else {
          let outside = '';
          for (let at = 0; at < body.length;) {
            if (body.startsWith('${', at)) {
              const close = skip(body, at + 1);
              found.push(...classesOf(body.slice(at + 2, close - 1)));
              outside += ' ';
              at = close;
            } else outside += body[at++];
          }
          found.push(...words(outside));
        }
      }
      index = end;
      continue;
    }
    index += 1;
  }
  return found;
}

// `className="a b"`, `rootClassName='a'`, `className={…}`, and `className: 'a'` or `` className: `…` `` (a
// helper's option, an Ant Design prop object).
const PROP = /\b\w*[cC]lassName\s*(=\s*|:\s*)(?=['"`{])/g;

/** The plain class names a source text writes into className props, with their line numbers. */
function literalClassNames(text: string): { readonly name: string; readonly line: number }[] {
  const found: { name: string; line: number }[] = [];
  for (const match of text.matchAll(PROP)) {
    const start = match.index + match[0].length;
    // An object value goes no further than its literal; `{…}` only follows a JSX attribute.
    if (match[1]!.startsWith(':') && text[start] === '{') continue;
    const end = skip(text, start);
    const value = text[start] === '{' ? text.slice(start + 1, end - 1) : text.slice(start, end);
    const line = text.slice(0, match.index).split('\n').length;
    for (const name of classesOf(value)) found.push({ name, line });
  }
  return found;
}

describe('class names', () => {
  const files = sourceFiles(SRC);

  it('reads className props of every kind', () => {
    expect(
      literalClassNames(
        [
          '<b className="btn btn--small" />',
          "<b className={'visually-hidden'} />",
          '<b className={`${styles.a} hook`} />',
          "buttonClass({ className: 'star' })",
          '<Drawer rootClassName="drawer" />',
          "<b className={isOn ? 'on' : styles.off} />",
          "<b className={size === 'small' ? styles.small : styles.large} />",
          "<b className={`${styles.a} ${isOn ? 'lit' : ''}`} />",
          "<b className={buttonClass({ variant: 'text', isSmall: true, className: styles.close })} />",
          "<b className={cx('a', styles.b)} />",
          '<b className={styles.a} /> <b className={`${styles.a} ${styles.b}`} />',
        ].join('\n'),
      ).map(({ name }) => name),
    ).toEqual(['btn', 'btn--small', 'visually-hidden', 'hook', 'star', 'drawer', 'on', 'lit']);
  });

  it('finds no plain class name in src outside the allow-list', () => {
    const strays: string[] = [];
    for (const file of files) {
      const relative = path.relative(SRC, file).split(path.sep).join('/');
      const pending = PENDING[relative] ?? [];
      for (const { name, line } of literalClassNames(fs.readFileSync(file, 'utf8'))) {
        if (!Object.hasOwn(ALLOWED, name) && !pending.includes(name))
          strays.push(`${relative}:${line} "${name}"`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('keeps the pending list to names still in use', () => {
    const stale = Object.entries(PENDING).flatMap(([relative, names]) => {
      const file = path.join(SRC, relative);
      const used = fs.existsSync(file)
        ? new Set(literalClassNames(fs.readFileSync(file, 'utf8')).map(({ name }) => name))
        : new Set<string>();
      return names.filter((name) => !used.has(name)).map((name) => `${relative} "${name}"`);
    });
    expect(stale).toEqual([]);
  });
});
