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
