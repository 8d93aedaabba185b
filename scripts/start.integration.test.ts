import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');

describe('npm start configuration check', () => {
  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://nope'],
    ['SEED', 'sometimes'],
  ])('%s=%s stops start-up with one line naming the variable', (variable, value) => {
    const result = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        '--conditions=react-server',
        'scripts/start.ts',
      ],
      { cwd: root, env: { ...process.env, [variable]: value }, encoding: 'utf8', timeout: 60_000 },
    );
    expect(result.status).not.toBe(0);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(variable);
    expect(result.stdout).not.toContain('Building');
  });
});
