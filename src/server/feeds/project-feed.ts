import 'server-only';
import { FEED_SCORE_CHANGE_POINTS } from '@/config/constants';
import { SITE_NAME } from '@/config/site';
import { formatMonth } from '@/lib/format';
import { explainScoreDay } from '@/lib/score/score-causes';
import type { Executor } from '../db/client';
import { getScoreHistory } from '../scores/get-score-history';
import { listAudits } from '../security/list-audits';
import { listSecurityAlerts } from '../security/list-security-alerts';
import { type AtomEntry, FEED_ENTRY_LIMIT, feedRights, renderAtomFeed } from './atom-feed';
import { incidentEntry } from './security-alerts-feed';

// The score history read for changes: a year, as the project page's chart.
const SCORE_HISTORY_DAYS = 365;

type HistoryDay = Awaited<ReturnType<typeof getScoreHistory>>['days'][number];

/** Day-to-day moves of the score of `FEED_SCORE_CHANGE_POINTS` or more, as feed entries, with their explanation. */
export function scoreChangeEntries(
  project: { id: string; name: string },
  days: readonly HistoryDay[],
  origin: string,
): AtomEntry[] {
  const entries: AtomEntry[] = [];
  for (let index = 1; index < days.length; index += 1) {
    const before = days[index - 1]!;
    const after = days[index]!;
    if (before.score === null || after.score === null) continue;
    const delta = after.score - before.score;
    if (Math.abs(delta) < FEED_SCORE_CHANGE_POINTS) continue;
    const moved = delta > 0 ? 'rose' : 'fell';
    entries.push({
      id: `urn:rampart:score-change:${project.id}:${after.day}`,
      title: `${project.name}: Security Score ${moved} from ${before.score.toFixed(2)} to ${after.score.toFixed(2)}`,
      link: `${origin}/projects/${project.id}`,
      date: new Date(`${after.day}T00:00:00Z`),
      summary:
        `The ${SITE_NAME} Security Score of ${project.name} ${moved} by ${Math.abs(delta).toFixed(2)} points on ` +
        `${after.day} (grade ${before.tier ?? 'unknown'} to ${after.tier ?? 'unknown'}).` +
        (after.explanation.length ? ` Why: ${after.explanation.join('; ')}.` : '') +
        ' The project page shows which signals changed, with their evidence.',
      source: null,
    });
  }
  return entries;
}

/**
 * Each accepted correction as an entry of its own, whatever it moved: readers learn that a claim was withdrawn
 * and by how much the score changed, in the words of the history.
 */
export function correctionEntries(
  project: { id: string; name: string },
  days: readonly HistoryDay[],
  origin: string,
): AtomEntry[] {
  return days.flatMap((day) =>
    day.causes.flatMap((cause) =>
      cause.kind === 'correction'
        ? [
            {
              id: `urn:rampart:correction:${cause.correctionId}`,
              title: `${project.name}: correction #${cause.correctionId} accepted`,
              link: `${origin}/projects/${project.id}#corrections`,
              date: new Date(`${day.day}T00:00:00Z`),
              summary: `${explainScoreDay({ score: day.score, changes: [], causes: [cause] }).join(' ')}.`,
              source: null,
            },
          ]
        : [],
    ),
  );
}

/** A project's incidents, completed audits and large score changes as an Atom feed, newest first. */
export async function projectFeed(
  db: Executor,
  project: { id: string; name: string },
  origin: string,
  now = new Date(),
): Promise<string> {
  const alerts = await listSecurityAlerts(db, { limit: FEED_ENTRY_LIMIT, projectId: project.id });
  const audits = await listAudits(db, { state: 'completed', limit: FEED_ENTRY_LIMIT, projectId: project.id });
  const history = await getScoreHistory(db, project.id, SCORE_HISTORY_DAYS, now);
  const auditEntries: AtomEntry[] = audits.flatMap((audit) =>
    audit.completedAt
      ? [
          {
            id: `urn:rampart:audit:${audit.id}`,
            title: `${project.name}: audit by ${audit.auditor} completed`,
            link: audit.reportUrl ?? `${origin}/projects/${project.id}#audits`,
            date: new Date(audit.completedAt),
            summary: [
              `${audit.auditor} completed an audit of ${project.name} ` +
                (audit.datePrecision === 'month'
                  ? `in ${formatMonth(audit.completedAt)}.`
                  : `on ${audit.completedAt.slice(0, 10)}.`),
              audit.reportUrl ? `Report: ${audit.reportUrl}.` : 'No public report.',
              audit.credit ? `Source: ${audit.credit.name}, ${audit.credit.licence}.` : null,
            ]
              .filter((part) => part !== null)
              .join(' '),
            source: audit.credit ? { name: audit.credit.name, url: audit.credit.url } : null,
          },
        ]
      : [],
  );
  return renderAtomFeed({
    title: `${project.name} on ${SITE_NAME}`,
    subtitle: `Security incidents, audits and Security Score changes of ${FEED_SCORE_CHANGE_POINTS} points or more of ${project.name}.`,
    link: `${origin}/projects/${project.id}`,
    self: `${origin}/projects/${project.id}/feed.xml`,
    rights: feedRights([...alerts, ...audits]),
    origin,
    entries: [
      ...alerts.map((alert) => incidentEntry(alert, origin)),
      ...auditEntries,
      ...scoreChangeEntries(project, history.days, origin),
      ...correctionEntries(project, history.days, origin),
    ],
  });
}
