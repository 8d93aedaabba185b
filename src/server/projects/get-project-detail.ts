import 'server-only';
import { asc, count, eq, isNotNull } from 'drizzle-orm';
import { dataSourceById } from '@/config/data-sources';
import { REFRESH_SOURCES } from '@/config/refresh-sources';
import { projectDetail, type ProjectDetail } from '@/contracts/project-detail';
import { dataCreditOf } from '@/lib/data-credit';
import { notRatedReasonFor } from '@/lib/score/compute-score';
import { MIN_COVERAGE, signalByKey, type SignalKey } from '@/lib/score/methodology';
import type { Executor } from '../db/client';
import { projectScores, projectTokens, projects, signals } from '../db/schema';
import { getProjectChainFacts } from '../chain/get-project-chain-facts';
import { storedScores } from '../scores/stored-scores';
import { dataSetsOf, loadSignalEvidence } from './signal-evidence';

// The market figures' credit and day: those a market source measured (the refresh), else the rank that the
// project's data set gave as of its snapshot.
function marketOf(project: typeof projects.$inferSelect): ProjectDetail['market'] {
  const snapshot = REFRESH_SOURCES.find((source) => source.covers === 'markets')!;
  const [dataSetId, asOf] =
    project.marketSource && project.marketAsOf
      ? [project.marketSource, project.marketAsOf]
      : project.source === 'import' &&
          project.marketCapRank !== null &&
          project.dataSources.includes(snapshot.snapshotDataSourceId)
        ? [snapshot.snapshotDataSourceId, snapshot.snapshotDate]
        : [null, null];
  const dataSet = dataSetId ? dataSourceById.get(dataSetId) : undefined;
  if (!dataSet || !asOf) return null;
  return {
    credit: {
      label: dataSet.creditLabel ?? 'Source:',
      name: dataSet.name,
      url: dataSet.url,
      licence: dataSet.licence,
    },
    asOf,
  };
}

const definitionOf = (key: string) => signalByKey.get(key as SignalKey)!;

/**
 * A project with its tokens and the full explanation of its score, every signal with the evidence it rests on
 * (or none: unknown); null when there is no such project.
 */
export async function getProjectDetail(db: Executor, id: string): Promise<ProjectDetail | null> {
  const [project] = await db.select().from(projects).where(eq(projects.id, id));
  if (!project) return null;
  const tokens = await db
    .select({ ticker: projectTokens.ticker, chain: projectTokens.chain, address: projectTokens.address })
    .from(projectTokens)
    .where(eq(projectTokens.projectId, id))
    .orderBy(asc(projectTokens.position));
  const [score] = await storedScores(db, [id]);
  const stored = await db.select().from(signals).where(eq(signals.projectId, id));
  const [ranked] = await db.select({ n: count() }).from(projectScores).where(isNotNull(projectScores.rank));
  const storedByKey = new Map(stored.map((row) => [row.key, row]));
  const evidenceByKey = await loadSignalEvidence(db, id);
  const evidenceOf = (key: SignalKey, state: string) => {
    const row = storedByKey.get(key);
    if (state === 'not_available' || !row) return { evidence: [], dataSets: [] };
    const loaded = evidenceByKey.get(key) ?? [];
    const evidence =
      key === 'chain_count'
        ? project.chains.map((chain) => ({ label: chain, url: null }))
        : loaded.length > 0
          ? loaded
          : row.evidenceUrl
            ? [{ label: definitionOf(key).name, url: row.evidenceUrl }]
            : [];
    return { evidence, dataSets: dataSetsOf(row.source) };
  };

  return projectDetail.parse({
    id: project.id,
    name: project.name,
    logo: project.logo,
    description: project.description,
    website: project.website,
    category: project.category,
    chains: project.chains,
    marketCapUsd: project.marketCapUsd,
    credit: dataCreditOf(project.dataSources.join('+') || null, project.licence, null),
    market: marketOf(project),
    tokens,
    rankedProjects: ranked?.n ?? 0,
    onchain: await getProjectChainFacts(db, id),
    score: score
      ? {
          value: score.score,
          tier: score.tier,
          coverage: score.coverage,
          confidence: score.confidence,
          rank: score.rank,
          percentile: score.percentile,
          change24h: score.change24h,
          methodologyVersion: score.methodologyVersion,
          minCoverage: MIN_COVERAGE,
          notRatedReason:
            score.score === null
              ? (notRatedReasonFor(
                  score.coverage,
                  (score.categories ?? []).flatMap((category) => category.signals),
                ) ?? 'coverage_below_floor')
              : null,
          computedAt: score.computedAt.toISOString(),
          categories: (score.categories ?? []).map((category) => ({
            key: category.key,
            name: category.name,
            weight: category.weight,
            score: category.score,
            coverage: category.coverage,
            signals: category.signals.map((signal) => {
              const definition = definitionOf(signal.key);
              const row = storedByKey.get(signal.key);
              return {
                key: signal.key,
                name: definition.name,
                unit: definition.unit,
                formula: definition.formula,
                weight: definition.weight,
                value: signal.value,
                state: signal.state,
                subscore: signal.subscore,
                contribution: signal.contribution,
                impact: signal.impact,
                measuredAt: row?.measuredAt?.toISOString() ?? null,
                evidenceUrl: row?.evidenceUrl ?? null,
                ...evidenceOf(signal.key, signal.state),
              };
            }),
          })),
        }
      : null,
  });
}
