// npm run lockfile:complete: records in package-lock.json the platform-specific optional packages of other
// operating systems and CPUs that npm left out (it leaves out those whose manifests the registry it uses does
// not serve). Without a record for every optional dependency, `npm ci` refuses the lock file as out of sync.
// The records carry the package's os, cpu and libc (read from its name, as these packages are named), so every
// platform skips them but the one they are for. Run it after each `npm install` that rewrites the lock file.
import fs from 'node:fs';
import path from 'node:path';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const OPERATING_SYSTEMS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'openharmony',
  'netbsd',
  'sunos',
  'aix',
];
const CPUS = ['arm64', 'x64', 'arm', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];

const lockPath = path.resolve(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };
const packages = lock.packages;

function locate(parent: string, name: string): string | undefined {
  let base = parent;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (base === '') return undefined;
    const index = base.lastIndexOf('/node_modules/');
    base = index === -1 ? '' : base.slice(0, index);
  }
}

/** os, cpu and libc of a platform package, from its name: @rollup/rollup-linux-arm64-musl → linux, arm64, musl. */
function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | undefined {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((part) => OPERATING_SYSTEMS.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  if (!os || !cpu) return undefined;
  const libc =
    os !== 'linux'
      ? undefined
      : parts.some((part) => part.startsWith('musl'))
        ? 'musl'
        : parts.some((part) => part.startsWith('gnu'))
          ? 'glibc'
          : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
const missing: string[] = [];
for (const [location, entry] of Object.entries({ ...packages })) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (locate(location, name)) continue;
    const platform = platformOf(name);
    const version = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range) ? range : undefined;
    if (!platform || !version) {
      missing.push(`${name}@${range} (optional dependency of ${location || 'the project'})`);
      continue;
    }
    const target = packages[`node_modules/${name}`]
      ? `${location}/node_modules/${name}`
      : `node_modules/${name}`;
    packages[target] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === b ? 0 : a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
fs.writeFileSync(lockPath, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(
  added ? `Recorded ${added} platform packages in package-lock.json.` : 'package-lock.json is complete.',
);
if (missing.length) {
  console.error(`Cannot record these automatically:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
