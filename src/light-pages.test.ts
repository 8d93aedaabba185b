import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 0012: the shell, the home page and project pages load no Ant Design, no icon components and no
// GrowthBook on their first load; those arrive with the parts that use them, through dynamic import(). Nor do
// their scripts load zod: the contracts arrive with the first request that parses an answer. Checked on the
// source text: every module statically reachable from those routes, and those of them under a 'use client'.
const SRC = path.resolve(__dirname);
const ENTRIES = [
  'app/layout.tsx',
  'app/(home)/page.tsx',
  'app/(home)/views/[view]/page.tsx',
  'app/(cached)/layout.tsx',
  'app/(cached)/projects/[id]/page.tsx',
];
const HEAVY_PACKAGES = ['antd', '@ant-design/icons', '@ant-design/nextjs-registry', '@growthbook/growthbook'];

/** The static imports of a file (type-only imports and dynamic `import()` left out). */
function staticImportsOf(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(
    /^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
  )) {
    if (!match[1]) found.push(match[2]!);
  }
  return found;
}

function resolveModule(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(SRC, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const isClientModule = (text: string) => /^\s*['"]use client['"]/.test(text);

/**
 * Every package a module graph imports, with the first module that imports it; with `scriptsOnly`, only the
 * packages imported by the browser's part of it (a 'use client' module and everything it imports).
 */
function packagesReachedFrom(entries: string[], scriptsOnly = false): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = entries.map((entry) => ({ file: path.join(SRC, entry), client: false }));
  while (queue.length > 0) {
    const { file, client: importedByClient } = queue.pop()!;
    const key = `${file}|${importedByClient}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const text = fs.readFileSync(file, 'utf8');
    const client = importedByClient || isClientModule(text);
    for (const spec of staticImportsOf(text)) {
      const local = resolveModule(file, spec);
      if (local) queue.push({ file: local, client });
      else if (!spec.startsWith('.') && !spec.startsWith('@/') && !packages.has(spec)) {
        if (client || !scriptsOnly) packages.set(spec, path.relative(SRC, file));
      }
    }
  }
  return packages;
}

describe('light pages (decision 0012)', () => {
  it('reads the static imports and leaves out type-only and dynamic ones', () => {
    expect(
      staticImportsOf(
        [
          "import { Button } from 'antd';",
          "import type { MenuProps } from 'antd';",
          "import 'antd/dist/reset.css';",
          "export { FLAG_NAMES } from './flag-names';",
          "const Dialog = dynamic(() => import('./dialog'));",
        ].join('\n'),
      ),
    ).toEqual(['antd', 'antd/dist/reset.css', './flag-names']);
  });

  it('keeps Ant Design, its icon components and GrowthBook out of the shell, home and project pages', () => {
    const reached = packagesReachedFrom(ENTRIES);
    // The walk does reach the pages' own packages.
    expect(reached.has('next/link')).toBe(true);
    const heavy = [...reached].filter(([spec]) =>
      HEAVY_PACKAGES.some((name) => spec === name || spec.startsWith(`${name}/`)),
    );
    expect(heavy.map(([spec, importer]) => `${importer} imports ${spec}`)).toEqual([]);
  });

  it("keeps zod out of the shell, home and project pages' scripts", () => {
    const reached = packagesReachedFrom(ENTRIES, true);
    // The walk does reach the scripts' own packages, and zod on the server side of the same pages.
    expect(reached.has('next-auth/react')).toBe(true);
    expect(packagesReachedFrom(ENTRIES).has('zod')).toBe(true);
    expect(reached.has('zod') ? `${reached.get('zod')} imports zod` : null).toBeNull();
  });
});
