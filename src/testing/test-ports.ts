import net from 'node:net';

/**
 * Ports for the servers that the test suites start in processes of their own, which bind them later.
 *
 * A port taken with `listen(0)` and closed again can be handed out anew before its server binds it: to another
 * suite of the same stage (`npm test` runs the end-to-end, multi-instance and security suites at once), or to any
 * socket the kernel numbers itself, outgoing connections included. These ports lie below the kernel's ephemeral
 * range (32768 and up on Linux), which nothing numbers by itself, in a block of their own for each suite, so that
 * suites running at once never choose the same one. Within a process, the ports of a block are handed out one
 * after another from a random start, each bound for a moment to check that nothing else holds it.
 */
export const PORT_BLOCKS = {
  /** The end-to-end suite's servers (playwright.config.ts). */
  e2e: 12_000,
  /** The servers that end-to-end specs start themselves. */
  'e2e-specs': 14_000,
  /** The security suite's servers (security/support/global-setup.ts). */
  security: 16_000,
  /** The fault and multi-instance suites' servers, databases and mail servers (never run at once). */
  resilience: 18_000,
  /** The integration tests' servers. */
  integration: 20_000,
  /** The nginx fronts of the benchmark and the shared-cache spec. */
  nginx: 22_000,
} as const;
export type PortBlock = keyof typeof PORT_BLOCKS;
/** The ports of each block. */
export const BLOCK_SIZE = 2_000;

const nextInBlock = new Map<PortBlock, number>();

function bindFor(port: number): Promise<net.Server | null> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** `count` ports of the block that nothing holds now, none handed out before by this process. */
export async function reservePorts(block: PortBlock, count: number): Promise<number[]> {
  const first = PORT_BLOCKS[block];
  const held: net.Server[] = [];
  const ports: number[] = [];
  try {
    for (let tried = 0; ports.length < count; tried += 1) {
      if (tried >= BLOCK_SIZE)
        throw new Error(`no ${count} free ports left in the ${block} block (${first}+)`);
      const offset = nextInBlock.get(block) ?? Math.floor(Math.random() * BLOCK_SIZE);
      nextInBlock.set(block, (offset + 1) % BLOCK_SIZE);
      const server = await bindFor(first + offset);
      if (!server) continue;
      held.push(server);
      ports.push(first + offset);
    }
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  }
  return ports;
}

/** One port of the block, as `reservePorts` gives them. */
export async function reservePort(block: PortBlock): Promise<number> {
  const [port] = await reservePorts(block, 1);
  return port!;
}

// `tsx src/testing/test-ports.ts <block> <count>` prints the ports, comma-separated: for a caller that cannot
// wait for a promise (the Playwright configuration is read synchronously).
if (process.argv[1]?.endsWith('test-ports.ts') && process.argv[2]) {
  const block = process.argv[2] as PortBlock;
  if (!(block in PORT_BLOCKS)) throw new Error(`unknown port block ${block}`);
  void reservePorts(block, Number(process.argv[3] ?? 1)).then((ports) =>
    process.stdout.write(ports.join(',')),
  );
}
