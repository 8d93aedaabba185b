import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESIGN_TOKENS } from './design-tokens';

describe('design tokens', () => {
  it('are exactly the custom properties that globals.css declares on :root', () => {
    const css = fs.readFileSync(path.resolve(__dirname, '..', 'app', 'globals.css'), 'utf8');
    const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const declared = Object.fromEntries(
      [...root.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1], match[2]!.trim()]),
    );
    expect(declared).toEqual(DESIGN_TOKENS);
  });
});
