// The figures of a run (time to 503, slowest request, recovery...), printed and kept for docs/resilience.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const FILE = path.resolve(__dirname, '..', '..', 'test-results', 'resilience-figures.json');

export function recordFigures(name: string, figures: Record<string, number>): void {
  console.log(`[figures] ${name}: ${JSON.stringify(figures)}`);
  let all: Record<string, unknown> = {};
  try {
    all = JSON.parse(fs.readFileSync(FILE, 'utf8')) as Record<string, unknown>;
  } catch {
    // First figures of the run.
  }
  all[name] = {
    ...figures,
    at: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()}`,
  };
  fs.mkdirSync(path.dirname(FILE), { recursive: true });
  fs.writeFileSync(FILE, `${JSON.stringify(all, null, 2)}\n`);
}
