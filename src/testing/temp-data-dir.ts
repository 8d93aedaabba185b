import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Points DATA_DIR at a new temporary folder (call it from vi.hoisted, before the configuration is read). */
export function useTempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-test-'));
  process.env.DATA_DIR = dir;
  delete process.env.SMTP_URL;
  return dir;
}
