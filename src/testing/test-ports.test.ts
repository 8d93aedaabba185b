import net from 'node:net';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOCK_SIZE, PORT_BLOCKS, reservePort, reservePorts } from './test-ports';

describe('the test suites’ ports', () => {
  it('lie below the kernel’s ephemeral range, in blocks that do not overlap', () => {
    const range = fs.existsSync('/proc/sys/net/ipv4/ip_local_port_range')
      ? Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0])
      : 32_768;
    const starts = Object.values(PORT_BLOCKS).sort((a, b) => a - b);
    for (const [index, start] of starts.entries()) {
      expect(start + BLOCK_SIZE).toBeLessThanOrEqual(starts[index + 1] ?? range);
    }
  });

  it('are handed out once per process, within the block, and never one that something holds', async () => {
    const first = await reservePorts('integration', 5);
    // A server holds the port that comes next: it is passed over.
    const next =
      first.at(-1)! + 1 < PORT_BLOCKS.integration + BLOCK_SIZE ? first.at(-1)! + 1 : PORT_BLOCKS.integration;
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(next, '127.0.0.1', resolve));
    try {
      const second = [...(await reservePorts('integration', 5)), await reservePort('integration')];
      const all = [...first, ...second];
      expect(new Set(all).size).toBe(all.length);
      expect(all).not.toContain(next);
      for (const port of all) {
        expect(port).toBeGreaterThanOrEqual(PORT_BLOCKS.integration);
        expect(port).toBeLessThan(PORT_BLOCKS.integration + BLOCK_SIZE);
      }
      // Each was free when handed out: a server can bind it.
      const probe = net.createServer();
      await new Promise<void>((resolve) => probe.listen(second[0], '127.0.0.1', resolve));
      await new Promise((resolve) => probe.close(resolve));
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});
