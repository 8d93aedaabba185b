import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints';

describe('addCompileHints', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunks-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('opens every JavaScript chunk, nested ones too, with the hint once, and leaves other files alone', () => {
    fs.mkdirSync(path.join(dir, 'pages'));
    fs.writeFileSync(path.join(dir, 'a.js'), 'console.log(1);');
    fs.writeFileSync(path.join(dir, 'pages', 'b.js'), 'console.log(2);');
    fs.writeFileSync(path.join(dir, 'c.css'), 'a{color:red}');

    expect(addCompileHints(dir)).toBe(2);
    expect(fs.readFileSync(path.join(dir, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log(1);`);
    expect(fs.readFileSync(path.join(dir, 'pages', 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log(2);`);
    expect(fs.readFileSync(path.join(dir, 'c.css'), 'utf8')).toBe('a{color:red}');

    // A second start changes nothing.
    expect(addCompileHints(dir)).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log(1);`);
    expect(fs.readdirSync(dir).sort()).toEqual(['a.js', 'c.css', 'pages']);
  });

  it('does nothing where there is no build', () => {
    expect(addCompileHints(path.join(dir, 'missing'))).toBe(0);
  });
});
