import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const dataDirs: string[] = [];

afterEach(() => {
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('npm run refresh -- --from <folder>', () => {
  it.each(['production', 'development'] as const)(
    'with NODE_ENV=%s refuses the test fixtures in one line and opens no database',
    (mode) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-refresh-'));
      dataDirs.push(dataDir);
      const { DATABASE_URL: _unused, ...inherited } = process.env;
      const result = spawnSync(
        process.execPath,
        [
          path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
          '--conditions=react-server',
          'scripts/refresh.ts',
          '--from',
          'src/server/refresh/fixtures',
        ],
        {
          cwd: root,
          env: { ...inherited, NODE_ENV: mode, DATA_DIR: dataDir },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(result.status).toBe(2);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('--from is refused');
      expect(lines[0]).toContain('NODE_ENV=test');
      expect(result.stdout).toBe('');
      // Refused before the database is opened: the data folder stays empty.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    },
  );
});
