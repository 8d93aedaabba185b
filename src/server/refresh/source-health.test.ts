import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RefreshSourceName } from '@/config/refresh-sources';
import { ProjectNames } from '@/lib/project-names';
import { SOURCE_ADAPTERS } from './source-adapters';
import { assessAnswer, countBaselineOf, type AnswerAssessment } from './source-health';
import { UpstreamFormatError } from './upstream-error';

// Each source's recorded answer, drifted as a source drifts in real life, read through its adapter and judged as
// the refresh judges it.

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

async function assess(
  source: RefreshSourceName,
  text: string,
  previousRecords: number | null,
): Promise<AnswerAssessment> {
  const adapter = SOURCE_ADAPTERS[source];
  const answer = await adapter.read(async () => text, {
    url: 'https://source.invalid/',
    pages: 4,
    today: '2026-11-26',
    projectNames: new ProjectNames([]),
  });
  return assessAnswer(source, adapter.kind, answer!, previousRecords);
}

/** The keys of the records a healthy answer would import. */
function imported(assessment: AnswerAssessment): string[] {
  if (!assessment.isHealthy) throw new Error(`refused: ${assessment.reason}`);
  return assessment.validated.records.map(({ record }) => {
    const keys = record as { id?: string; slug?: string; geckoId?: string };
    return String(keys.id ?? keys.slug ?? keys.geckoId);
  });
}

describe('the DeFiHackLabs answer, drifted', () => {
  const recorded = fixture('defihacklabs.md');

  it('takes the recorded answer whole, against the last run that read as many', async () => {
    const assessment = await assess('defihacklabs', recorded, 4);
    expect(assessment).toMatchObject({ isHealthy: true, records: 4, skipped: [] });
    expect(imported(assessment)).toHaveLength(4);
  });

  it('refuses a renamed "Lost" line: the losses are missing from every record', async () => {
    const assessment = await assess('defihacklabs', recorded.replaceAll('### Lost:', '### Loss:'), 4);
    expect(assessment).toMatchObject({
      isHealthy: false,
      reason: 'only 0 of 4 records give lossText (at least 90% expected)',
    });
  });

  it('skips alone an incident whose loss is written in a new way, and reads "~1,24M" as 1.24 million', async () => {
    const drifted = recorded
      .replace('### Lost: ~$295K', '### Lost: 1.240,50 USD')
      .replace('### Lost: ~$42K USDT', '### Lost: ~1,24M');
    const assessment = await assess('defihacklabs', drifted, 4);
    expect(assessment).toMatchObject({
      isHealthy: true,
      records: 4,
      skipped: [
        {
          position: 4,
          key: '20260530-aros',
          reason: 'lossText: the amount "1.240,50" is not written in a known format',
        },
      ],
    });
    expect(imported(assessment)).not.toContain('20260530-aros');
    if (!assessment.isHealthy) return;
    expect(assessment.validated.records[0]!.record).toMatchObject({ lossUsd: 1_240_000 });
  });

  it('refuses a new way of writing every loss', async () => {
    const drifted = recorded.replace(/### Lost: .*/g, '### Lost: ~1 240 000 USD');
    expect(await assess('defihacklabs', drifted, 4)).toMatchObject({
      isHealthy: false,
      reason: expect.stringMatching(
        /^4 of 4 records could not be read \(at most 1 tolerated\), the first: record 1/,
      ),
    });
  });

  it('skips one bad date among good ones and imports the others', async () => {
    const assessment = await assess(
      'defihacklabs',
      recorded.replace('### 20260530 AROS', '### 20260532 AROS'),
      4,
    );
    expect(assessment).toMatchObject({
      isHealthy: true,
      skipped: [{ position: 4, key: '20260532-aros', reason: expect.stringMatching(/^date: /) }],
    });
    expect(imported(assessment)).toEqual([
      '20261124-synthetic-protocol-0042',
      '20260820-flashstakev2',
      '20260819-allbridgecctp',
    ]);
  });

  it('refuses an empty answer', async () => {
    await expect(assess('defihacklabs', '', 4)).rejects.toThrow(UpstreamFormatError);
    await expect(assess('defihacklabs', '### List of DeFi Hacks & POCs\n', 4)).rejects.toThrow(
      UpstreamFormatError,
    );
  });

  it('refuses a tenfold count', async () => {
    const [head, list] = recorded.split('### List of DeFi Hacks & POCs\n');
    const blocks = list!.slice(0, list!.indexOf('### View Gas Reports'));
    const drifted = `${head}### List of DeFi Hacks & POCs\n${blocks.repeat(10)}`;
    expect(await assess('defihacklabs', drifted, 4)).toMatchObject({
      isHealthy: false,
      records: 40,
      reason: '40 records where the last successful run read 4 (expected 1 to 18)',
    });
  });
});

describe('the Trail of Bits answer, drifted', () => {
  const recorded = fixture('trailofbits.md');

  it('takes the recorded answer whole', async () => {
    const assessment = await assess('trailofbits', recorded, 7);
    expect(assessment).toMatchObject({ isHealthy: true, records: 7, skipped: [] });
    expect(imported(assessment)).toHaveLength(7);
  });

  it('refuses a renamed Report column: no review links its report any more', async () => {
    const drifted = recorded.replaceAll('| Announcement | Report |', '| Announcement | PDF |');
    expect(await assess('trailofbits', drifted, 7)).toMatchObject({
      isHealthy: false,
      reason: 'only 0 of 7 records give reportUrl (at least 40% expected)',
    });
  });

  it('skips one bad date among good ones: it blocks no other review', async () => {
    const assessment = await assess('trailofbits', recorded.replace('| Feb 2026 |', '| Sometime 2026 |'), 7);
    expect(assessment).toMatchObject({
      isHealthy: true,
      skipped: [{ position: 5, key: 'aave-v4', reason: expect.stringMatching(/^date: /) }],
    });
    expect(imported(assessment)).not.toContain('aave-v4');
    expect(imported(assessment)).toHaveLength(6);
  });

  it('refuses dates written in a new format in every row', async () => {
    const drifted = recorded.replace(/\| ([A-Z][a-z]{2}) (\d{4}) \|/g, '| $2/$1 |');
    expect(await assess('trailofbits', drifted, 7)).toMatchObject({
      isHealthy: false,
      reason: expect.stringMatching(/^7 of 7 records could not be read/),
    });
  });

  it('refuses an empty answer', async () => {
    await expect(assess('trailofbits', '', 7)).rejects.toThrow(UpstreamFormatError);
  });

  it('refuses a tenfold count', async () => {
    const row =
      '| [Aave v4](https://aave.com) | Feb 2026 | 6 | | [📄✅](reviews/2026-02-aave-v4-securityreview.pdf) |';
    const copies = Array.from({ length: 63 }, (_, i) =>
      row.replace('[Aave v4]', `[Synthetic Review ${i}]`).replace('aave-v4-', `synthetic-${i}-`),
    );
    const drifted = recorded.replace(row, [row, ...copies].join('\n'));
    expect(await assess('trailofbits', drifted, 7)).toMatchObject({
      isHealthy: false,
      records: 70,
      reason: '70 records where the last successful run read 7 (expected 1 to 21)',
    });
  });
});

describe('the CoinGecko answer, drifted', () => {
  const recorded = fixture('coingecko.json');
  const coins = () => JSON.parse(recorded) as Record<string, unknown>[];

  it('takes the recorded answer whole', async () => {
    const assessment = await assess('coingecko', recorded, 11);
    expect(assessment).toMatchObject({ isHealthy: true, records: 11, skipped: [] });
  });

  it('refuses a renamed field: no coin gives its capitalisation', async () => {
    const drifted = coins().map(({ market_cap: marketCap, ...coin }) => ({ ...coin, marketCap }));
    expect(await assess('coingecko', JSON.stringify(drifted), 11)).toMatchObject({
      isHealthy: false,
      reason: 'only 0 of 11 records give marketCapUsd (at least 90% expected)',
    });
  });

  it('skips a coin whose capitalisation is written in a new way, and refuses that in every coin', async () => {
    const one = coins().map((coin, i) => (i === 2 ? { ...coin, market_cap: '1.69T' } : coin));
    const assessment = await assess('coingecko', JSON.stringify(one), 11);
    expect(assessment).toMatchObject({
      isHealthy: true,
      skipped: [{ position: 3, key: one[2]!.id, reason: expect.stringMatching(/^market_cap: /) }],
    });
    expect(imported(assessment)).not.toContain(one[2]!.id);
    const every = coins().map((coin) => ({ ...coin, market_cap: '1.69T' }));
    expect(await assess('coingecko', JSON.stringify(every), 11)).toMatchObject({ isHealthy: false });
  });

  it('skips one bad date among good ones', async () => {
    const drifted = coins().map((coin, i) =>
      i === 0 ? { ...coin, last_updated: '2026-13-45T12:00:00Z' } : coin,
    );
    const assessment = await assess('coingecko', JSON.stringify(drifted), 11);
    expect(assessment).toMatchObject({
      isHealthy: true,
      skipped: [{ position: 1, key: 'bitcoin', reason: expect.stringMatching(/^last_updated: /) }],
    });
    expect(imported(assessment)).toHaveLength(10);
  });

  it('refuses an empty answer', async () => {
    expect(await assess('coingecko', '[]', 11)).toMatchObject({
      isHealthy: false,
      reason: 'the answer holds no record',
    });
  });

  it('refuses a tenfold count', async () => {
    const drifted = Array.from({ length: 10 }, (_, copy) =>
      coins().map((coin) => ({ ...coin, id: copy === 0 ? coin.id : `${String(coin.id)}-copy-${copy}` })),
    ).flat();
    expect(await assess('coingecko', JSON.stringify(drifted), 11)).toMatchObject({
      isHealthy: false,
      records: 110,
      reason: '110 records where the last successful run read 11 (expected 1 to 24)',
    });
  });
});

describe('the count a next answer is judged against', () => {
  const countFailure = (records: number, previous: number) => ({
    status: 'failed',
    records,
    reason: `${records} records where the last successful run read ${previous} (expected 1 to 18)`,
  });

  it("is the last successful run's, whatever failed since for other reasons", () => {
    expect(countBaselineOf('defihacklabs', 120, [])).toBe(120);
    expect(
      countBaselineOf('defihacklabs', 120, [
        {
          status: 'failed',
          records: 120,
          reason: 'only 0 of 120 records give lossText (at least 90% expected)',
        },
        countFailure(4, 120),
      ]),
    ).toBe(120);
  });

  it('is refused once, then taken as the new size when two runs in a row read it', () => {
    // One refused run is not enough: the next answer is still judged against the last successful run.
    expect(countBaselineOf('defihacklabs', 120, [countFailure(4, 120)])).toBe(120);
    expect(countBaselineOf('defihacklabs', 120, [countFailure(5, 120), countFailure(4, 120)])).toBe(5);
    // Two refused runs of very different counts confirm nothing.
    expect(countBaselineOf('coingecko', 1000, [countFailure(250, 1000), countFailure(10_000, 1000)])).toBe(
      1000,
    );
  });
});
