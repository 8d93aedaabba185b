import fs from 'node:fs';

// The server's fresh data folder lives only for one run.
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes('rampart-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
