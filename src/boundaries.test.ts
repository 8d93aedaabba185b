import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The guide's import rules, checked on the source text independently of ESLint.
const SRC = path.resolve(__dirname);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(
    /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g,
  )) {
    const spec = match[1] ?? match[2] ?? match[3]!;
    if (spec.startsWith('@/')) found.push(spec.slice(2));
    else if (spec.startsWith('.')) found.push(path.relative(SRC, path.resolve(path.dirname(file), spec)));
  }
  return found;
}

const areaOf = (relative: string) => relative.split(path.sep).join('/').split('/');

const ALLOWED: Record<string, readonly string[]> = {
  features: ['features', 'components', 'contracts', 'lib', 'hooks', 'config'],
  components: ['components', 'contracts', 'lib', 'hooks', 'config'],
  contracts: ['contracts', 'lib', 'config'],
  lib: ['lib', 'config'],
  hooks: ['hooks', 'lib', 'config', 'contracts'],
  config: ['config'],
  server: ['server', 'contracts', 'lib', 'config'],
};

describe('import boundaries', () => {
  const files = sourceFiles(SRC).filter((file) => !file.includes(`${path.sep}testing${path.sep}`));

  it('finds the source tree', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('keeps every layer to what it may import, and features out of each other', () => {
    const violations: string[] = [];
    for (const file of files) {
      const [area, feature] = areaOf(path.relative(SRC, file));
      const allowed = area ? ALLOWED[area] : undefined;
      if (!allowed) continue;
      for (const target of importsOf(file)) {
        const [targetArea, targetFeature] = areaOf(target);
        if (
          !targetArea ||
          !['app', 'features', 'components', 'contracts', 'server', 'lib', 'hooks', 'config'].includes(
            targetArea,
          )
        )
          continue;
        const isOtherFeature = area === 'features' && targetArea === 'features' && targetFeature !== feature;
        if (!allowed.includes(targetArea) || isOtherFeature)
          violations.push(`${path.relative(SRC, file)} -> ${target}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('keeps the database layer to itself: setting a database up (import, scoring, queue) lives in server/setup', () => {
    const outward = files
      .filter((file) => path.relative(SRC, file).split(path.sep).join('/').startsWith('server/db/'))
      .flatMap((file) =>
        importsOf(file)
          .map((target) => target.split(path.sep).join('/'))
          .filter((target) => target.startsWith('server/') && !target.startsWith('server/db/'))
          .map((target) => `${path.relative(SRC, file)} -> ${target}`),
      );
    expect(outward).toEqual([]);
  });

  it('has no import cycle, counting type-only and lazy imports', () => {
    const known = new Set(files.map((file) => path.relative(SRC, file)));
    const resolve = (target: string) =>
      ['.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((suffix) => target + suffix)
        .find((file) => known.has(file));
    const edges = new Map(
      files.map((file) => [
        path.relative(SRC, file),
        importsOf(file).flatMap((target) => resolve(target) ?? []),
      ]),
    );
    // Depth-first search; a file met again while still on the path closes a cycle.
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      state.set(file, 'open');
      for (const next of edges.get(file) ?? []) {
        if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), next].join(' -> '));
        else if (!state.has(next)) visit(next, [...trail, next]);
      }
      state.set(file, 'done');
    };
    for (const file of edges.keys()) if (!state.has(file)) visit(file, [file]);
    expect(cycles).toEqual([]);
  });

  it("keeps GrowthBook's evaluation on the server: the browser reads the asker's flags from /api/flags", () => {
    const importers = files.filter((file) =>
      importsOf(file).some((target) => target.split(path.sep).join('/') === 'lib/feature-flags'),
    );
    expect(importers.map((file) => areaOf(path.relative(SRC, file))[0])).toEqual(['server']);
    const direct = files.filter((file) => fs.readFileSync(file, 'utf8').includes("'@growthbook/growthbook'"));
    expect(direct.map((file) => path.relative(SRC, file).split(path.sep).join('/'))).toEqual([
      'lib/feature-flags.ts',
    ]);
  });

  it("marks every server entry file 'server-only'", () => {
    const serverFiles = files.filter((file) => areaOf(path.relative(SRC, file))[0] === 'server');
    const unmarked = serverFiles.filter(
      (file) => !/schema\//.test(file) && !fs.readFileSync(file, 'utf8').includes("import 'server-only'"),
    );
    expect(unmarked.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
