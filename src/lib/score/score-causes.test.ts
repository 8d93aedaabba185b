import { describe, expect, it } from 'vitest';
import { describeIncident, explainScoreDay } from './score-causes';

describe('explainScoreDay', () => {
  it('puts each cause and each moved signal in words, with the points it moved', () => {
    const lines = explainScoreDay({
      score: 61.3,
      changes: [{ key: 'incidents_3y', from: 1, to: 0, impactDelta: 6.2 }],
      causes: [
        {
          kind: 'correction',
          correctionId: 7,
          claim: 'incident',
          summary: 'incident of 2026-10-03 on Arbitrum, $1.2M lost (source: DeFiHackLabs)',
          scoreFrom: 55.1,
          scoreTo: 61.3,
        },
        { kind: 'data_refresh', sources: ['DeFiHackLabs'], scoreFrom: 61.3, scoreTo: 55.1 },
        { kind: 'methodology', from: '1.0.0', to: '1.1.0' },
      ],
    });
    expect(lines).toEqual([
      '+6.20: correction #7 accepted: incident of 2026-10-03 on Arbitrum, $1.2M lost (source: DeFiHackLabs) withdrawn',
      '−6.20: data refreshed from DeFiHackLabs',
      'methodology version 1.0.0 → 1.1.0',
      '+6.20: Security incidents in the last 3 years 1 → 0',
    ]);
  });

  it('leaves out the signal-level methodology mark when the methodology cause says it with its versions', () => {
    expect(
      explainScoreDay({
        score: 50,
        changes: [{ key: 'methodology', from: null, to: null, impactDelta: null }],
        causes: [{ kind: 'methodology', from: '1.0.0', to: '1.1.0' }],
      }),
    ).toEqual(['methodology version 1.0.0 → 1.1.0']);
  });

  it('names each record a refresh added or changed, its data set, and counts those beyond the limit', () => {
    expect(
      explainScoreDay({
        score: 48.2,
        changes: [],
        causes: [
          {
            kind: 'data_refresh',
            sources: ['DeFiHackLabs', 'Trail of Bits publications', 'CoinGecko'],
            records: [
              {
                kind: 'incident',
                change: 'added',
                name: 'Synthetic Lending',
                occurredOn: '2026-11-24',
                lossUsd: 42_000,
                source: 'DeFiHackLabs',
                url: 'https://example.test/tx',
              },
              {
                kind: 'incident',
                change: 'moved',
                name: 'Synthetic Bridge',
                occurredOn: '2026-10-01',
                lossUsd: null,
                source: 'DeFiHackLabs',
                url: null,
              },
              {
                kind: 'audit',
                change: 'updated',
                auditor: 'Synthetic Audits',
                title: 'Vaults v2',
                date: '2026-02',
                source: 'Trail of Bits publications',
                url: null,
              },
              {
                kind: 'market',
                change: 'updated',
                rankFrom: 302,
                rankTo: 7,
                capUsdFrom: 65_000_000_000,
                capUsdTo: 65_000_000_000,
                asOf: '2026-11-25',
                source: 'CoinGecko',
              },
              {
                kind: 'market',
                change: 'updated',
                rankFrom: 7,
                rankTo: 7,
                capUsdFrom: 1,
                capUsdTo: 1,
                asOf: '2026-11-26',
                source: 'CoinGecko',
              },
            ],
            moreRecords: 3,
            scoreFrom: 50,
            scoreTo: 48.2,
          },
        ],
      }),
    ).toEqual([
      '−1.80: data refreshed from DeFiHackLabs, Trail of Bits publications, CoinGecko',
      'DeFiHackLabs: incident of Synthetic Lending on 2026-11-24, $42K lost, added',
      'DeFiHackLabs: incident of Synthetic Bridge on 2026-10-01, loss unknown, linked to another project',
      'Trail of Bits publications: audit by Synthetic Audits (Vaults v2) of 2026-02, changed',
      'CoinGecko: market-cap rank #302 → #7 as of 2026-11-25',
      'CoinGecko: market figures measured again as of 2026-11-26',
      'and 3 more records of the same refresh',
    ]);
  });

  it('says nothing for a day with neither cause nor change', () => {
    expect(explainScoreDay({ score: 50, changes: [], causes: [] })).toEqual([]);
  });
});

describe('describeIncident', () => {
  it('names the date, chains, loss and data set, and says when the loss is unknown', () => {
    expect(
      describeIncident({
        occurredOn: '2026-10-03',
        chains: ['Arbitrum'],
        lossUsd: 1_200_000,
        source: 'DeFiHackLabs',
      }),
    ).toBe('incident of 2026-10-03 on Arbitrum, $1.2M lost (source: DeFiHackLabs)');
    expect(describeIncident({ occurredOn: '2026-10-03', chains: [], lossUsd: null, source: null })).toBe(
      'incident of 2026-10-03, loss unknown (source: reported on Rampart, confirmed by staff)',
    );
  });
});
