import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// docs/spec-coverage.md maps each item of the specification to its code and to the tests that prove it. These
// checks keep the map true as the code moves: every row has its five cells, every path it names exists, every
// test it cites is a test title in the file it names, and the summary counts the rows it sums up.

const root = path.resolve(__dirname, '..');
const document = fs.readFileSync(path.join(root, 'docs', 'spec-coverage.md'), 'utf8');

interface Row {
  readonly section: string;
  readonly line: number;
  readonly cells: readonly string[];
}

/** A table row's cells, split on the pipes that Markdown does not escape. */
const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** The rows of the coverage tables: the tables whose header starts with `#` (a row's id). */
function coverageRows(): Row[] {
  const rows: Row[] = [];
  let section = '';
  let inTable = false;
  document.split('\n').forEach((text, index) => {
    if (text.startsWith('## ')) section = text.slice(3).trim();
    if (!text.startsWith('|')) {
      inTable = false;
      return;
    }
    const cells = cellsOf(text);
    if (cells[0] === '#') inTable = true;
    else if (inTable && !/^-+$/.test(cells[0]!)) rows.push({ section, line: index + 1, cells });
  });
  return rows;
}

const rows = coverageRows();

/** Paths of the repository named in backticks: a file, a folder, or a glob of either. */
const PATH = /`((?:src|e2e|scripts|docs|content|data|drizzle|security|resilience|public)\/[^`\s]*)`/g;

const globPattern = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*/g, '\u0000')
      .replace(/\*/g, '[^/]*')
      .replace(/\u0000/g, '.*')}$`,
  );

function listFiles(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    return entry.isDirectory() ? [`${relative}/`, ...listFiles(relative)] : [relative];
  });
}

/** True when the path, or for a glob at least one path it matches, exists. */
function exists(named: string): boolean {
  if (!named.includes('*')) return fs.existsSync(path.join(root, named));
  const base = named
    .slice(0, named.indexOf('*'))
    .replace(/[^/]*$/, '')
    .replace(/\/$/, '');
  if (!fs.existsSync(path.join(root, base))) return false;
  const pattern = globPattern(named);
  return listFiles(base).some((file) => pattern.test(file) || pattern.test(file.replace(/\/$/, '')));
}

const SUBSTITUTION = '\u0000';
const TEST_FUNCTIONS = new Set(['it', 'test', 'describe']);

/** The function a call is made through: `it` for `it(…)`, `it.each(…)(…)` and `test.describe.serial(…)`. */
function calleeRoot(expression: ts.Expression): string | null {
  let node = expression;
  while (ts.isPropertyAccessExpression(node) || ts.isCallExpression(node)) node = node.expression;
  return ts.isIdentifier(node) ? node.text : null;
}

/** The titles of a test file's tests and suites as written, a template's substitutions marked. */
function titlesOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && TEST_FUNCTIONS.has(calleeRoot(node.expression) ?? '')) {
      const title = node.arguments[0];
      if (title && (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title)))
        found.push(title.text);
      else if (title && ts.isTemplateExpression(title)) {
        found.push(
          title.head.text + title.templateSpans.map((span) => SUBSTITUTION + span.literal.text).join(''),
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * True when the cited title is one of the file's titles: word for word, or with a value (or the document's
 * `%s`, `%d` and `%#`) where the title has a substitution or a parameterised test's placeholder.
 */
function isTitleIn(title: string, titles: readonly string[]): boolean {
  return titles.some((written) => {
    if (written === title) return true;
    const parts = written.split(new RegExp(`${SUBSTITUTION}|%[sdif#jo]`));
    // A title made mostly of substitutions (`${name}`) would match any citation: it names none.
    if (parts.length === 1 || parts.join('').length * 2 < title.length) return false;
    return new RegExp(`^${parts.map(escapeRegExp).join('.+?')}$`, 's').test(title);
  });
}

interface Citation {
  readonly file: string;
  /** Whole test titles, quoted. */
  readonly titles: string[];
  /** The ids that open a suite's test titles (`OIDC-1`), unquoted. */
  readonly ids: string[];
}

const TEST_FILE = /`([^`]+\.(?:test|spec)\.tsx?)`/;
const QUOTED = /"((?:[^"\\]|\\.)*)"/g;

/** The tests a row cites: `file` › "title"; "title", OIDC-1 … up to the next file. */
function citedTests(cell: string): Citation[] {
  const parts = cell.split(new RegExp(TEST_FILE.source, 'g'));
  const citations: Citation[] = [];
  for (let index = 1; index < parts.length; index += 2) {
    const cited = parts[index + 1] ?? '';
    citations.push({
      file: parts[index]!,
      titles: [...cited.matchAll(QUOTED)].map((title) => title[1]!.replace(/\\(.)/g, '$1')),
      ids: [...cited.replace(QUOTED, '').matchAll(/\b[A-Z][A-Z0-9]*-\d+[a-z]?\b/g)].map((id) => id[0]),
    });
  }
  return citations;
}

describe('docs/spec-coverage.md', () => {
  it('has coverage tables, each row with its id, item, code, tests and status', () => {
    expect(rows.length).toBeGreaterThan(400);
    const malformed = rows
      .filter((row) => row.cells.length !== 5 || !['done', 'open'].some((s) => row.cells[4]!.startsWith(s)))
      .map((row) => `line ${row.line}: ${row.cells.length} cells, status "${row.cells[4] ?? ''}"`);
    expect(malformed).toEqual([]);
  });

  it('names only paths that exist', () => {
    const missing = rows.flatMap((row) =>
      [...row.cells.slice(2, 4).join(' ').matchAll(PATH)]
        .map((match) => match[1]!.replace(/[#:].*$/, ''))
        .filter((named) => !exists(named))
        .map((named) => `line ${row.line}: ${named}`),
    );
    expect(missing).toEqual([]);
  });

  it('cites tests by the titles they have in their files', () => {
    const titles = new Map<string, string[]>();
    const stale: string[] = [];
    for (const row of rows) {
      for (const { file, titles: cited, ids } of citedTests(row.cells[3]!)) {
        if (!fs.existsSync(path.join(root, file))) {
          stale.push(`line ${row.line}: ${file} does not exist`);
          continue;
        }
        if (!titles.has(file)) titles.set(file, titlesOf(file));
        const inFile = titles.get(file)!;
        for (const title of cited) {
          if (!isTitleIn(title, inFile)) stale.push(`line ${row.line}: ${file} › "${title}"`);
        }
        for (const id of ids) {
          if (!inFile.some((written) => written.startsWith(`${id} `)))
            stale.push(`line ${row.line}: ${file} › ${id}`);
        }
      }
    }
    expect(stale).toEqual([]);
  });

  it('gives every done row a test, the benchmarks excepted, which give figures', () => {
    const untested = rows
      .filter((row) => row.cells[4] === 'done' && citedTests(row.cells[3]!).length === 0)
      .filter((row) => !row.cells[3]!.startsWith('figures, not tests: `docs/benchmarks.md`'))
      .map((row) => `line ${row.line}: ${row.cells[0]}`);
    expect(untested).toEqual([]);
  });

  it('sums each section up in the summary as its rows are', () => {
    const summary = document.slice(document.indexOf('## Summary'));
    const lines = summary.split('\n').filter((line) => line.startsWith('|'));
    const counted = lines.slice(2).map(cellsOf);
    let done = 0;
    let open = 0;
    for (const [section, doneCell, openCell, total] of counted.slice(0, -1)) {
      const inSection = rows.filter((row) => row.section === section);
      const sectionDone = inSection.filter((row) => row.cells[4] === 'done').length;
      expect([section, doneCell, openCell, total].map(String)).toEqual([
        section,
        String(sectionDone),
        String(inSection.length - sectionDone),
        String(inSection.length),
      ]);
      // The total counts the specification's numbered sections only.
      if (/^\d+\. /.test(section!)) {
        done += sectionDone;
        open += inSection.length - sectionDone;
      }
    }
    const totals = counted.at(-1)!.map((cell) => cell.replace(/\*/g, ''));
    expect(totals.slice(1)).toEqual([String(done), String(open), String(done + open)]);
  });
});
