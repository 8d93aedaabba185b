import fs from 'node:fs';

// The servers' fresh data folders live only for one run.
export default function globalTeardown(): void {
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_SYNTHETIC_DATA_DIR]) {
    if (dir?.includes('rampart-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
  }
}
