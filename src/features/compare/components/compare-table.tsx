import Image from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatCoverage, formatNumber, formatUsdCompact } from '@/lib/format';
import { NOT_RATED } from '@/lib/score/not-rated';
import type { ComparedProject } from '@/contracts/compare';
import styles from './compare-table.module.css';
import { VisuallyHidden } from '@/components/visually-hidden';

type Better = 'higher' | 'lower';

interface CompareRow {
  readonly label: string;
  /** The value compared (null when unknown, never compared) and how it reads. */
  readonly valueOf: (project: ComparedProject) => number | null;
  readonly textOf: (project: ComparedProject) => ReactNode;
  readonly better?: Better;
}

const AUDIT_STATUS_TEXT = {
  audited: 'Audited',
  under_audit: 'Under audit',
  not_audited: 'Not audited',
} as const;

const scoreText = (value: number | null) => (value === null ? 'unknown' : value.toFixed(2));

function rowsOf(projects: readonly ComparedProject[]): { title: string; rows: CompareRow[] }[] {
  const categories = projects[0]?.detail.score?.categories ?? [];
  return [
    {
      title: 'Security Score',
      rows: [
        {
          label: 'Security Score',
          valueOf: (project) => project.row.score,
          textOf: (project) =>
            project.row.score === null ? NOT_RATED : `${project.row.score.toFixed(2)} (${project.row.tier})`,
          better: 'higher',
        },
        {
          label: 'Rank',
          valueOf: (project) => project.row.rank,
          textOf: (project) =>
            project.row.rank === null ? 'unranked' : `#${formatNumber(project.row.rank)}`,
          better: 'lower',
        },
        {
          label: 'Coverage',
          valueOf: (project) => project.row.coverage,
          textOf: (project) =>
            `${formatCoverage(project.row.coverage)} (${project.row.confidence} confidence)`,
          better: 'higher',
        },
      ],
    },
    {
      title: 'Categories',
      rows: categories.map((category, index) => ({
        label: category.name,
        valueOf: (project) => project.detail.score?.categories[index]?.score ?? null,
        textOf: (project) => scoreText(project.detail.score?.categories[index]?.score ?? null),
        better: 'higher' as const,
      })),
    },
    {
      title: 'Incidents and audits',
      rows: [
        {
          label: 'Confirmed incidents',
          valueOf: (project) => project.incidents,
          textOf: (project) => formatNumber(project.incidents),
          better: 'lower',
        },
        {
          label: 'Known losses',
          // A total with an unknown loss in it is not known: it is shown, never compared.
          valueOf: (project) => (project.unknownLosses > 0 ? null : project.knownLossUsd),
          textOf: (project) =>
            project.incidents === 0
              ? 'none'
              : project.unknownLosses > 0
                ? `unknown (${formatUsdCompact(project.knownLossUsd)} known, ${formatNumber(project.unknownLosses)} ${project.unknownLosses === 1 ? 'loss' : 'losses'} unknown)`
                : formatUsdCompact(project.knownLossUsd),
          better: 'lower',
        },
        {
          label: 'Completed audits',
          // An audit list that does not name a project proves no audit missing: none on record is unknown.
          valueOf: (project) => (project.completedAudits > 0 ? project.completedAudits : null),
          textOf: (project) =>
            project.completedAudits > 0 ? formatNumber(project.completedAudits) : 'none on record',
          better: 'higher',
        },
      ],
    },
    {
      title: 'Badges',
      rows: [
        {
          label: 'Audit status',
          valueOf: () => null,
          textOf: (project) => AUDIT_STATUS_TEXT[project.row.auditStatus],
        },
        {
          label: 'Team KYC',
          valueOf: () => null,
          textOf: (project) => (project.row.kyc ? `KYC ${project.row.kyc}` : 'unknown'),
        },
        {
          label: 'Bug bounty',
          valueOf: () => null,
          textOf: (project) =>
            project.row.bugBountyUsd === null
              ? 'unknown'
              : `up to ${formatUsdCompact(project.row.bugBountyUsd)}`,
        },
        {
          label: 'Market cap',
          valueOf: () => null,
          textOf: (project) =>
            project.row.marketCapUsd === null ? 'unknown' : formatUsdCompact(project.row.marketCapUsd),
        },
      ],
    },
  ];
}

/** The best known value of a row, when the projects differ in it; null when there is nothing to highlight. */
export function bestOf(values: readonly (number | null)[], better: Better | undefined): number | null {
  const known = values.filter((value): value is number => value !== null);
  if (!better || known.length < 2 || known.every((value) => value === known[0])) return null;
  return better === 'higher' ? Math.max(...known) : Math.min(...known);
}

/** Projects side by side: one column each, one row per figure, the best of each row highlighted. */
export function CompareTable({ projects }: { projects: readonly ComparedProject[] }) {
  const ids = projects.map((project) => project.row.id);
  const without = (id: string) => `/compare?ids=${ids.filter((other) => other !== id).join(',')}`;
  return (
    <div className={styles.scroller} role="region" aria-label="Comparison" tabIndex={0}>
      <table className={styles.table}>
        <VisuallyHidden as="caption">
          {projects.map((project) => project.row.name).join(', ')} compared; the best value of each row is
          marked
        </VisuallyHidden>
        <thead>
          <tr>
            <td className={styles.rowHeader} />
            {projects.map((project) => (
              <th key={project.row.id} scope="col" className={styles.project}>
                <Link href={`/projects/${project.row.id}`} className={styles.projectLink}>
                  <Image src={project.row.logo} alt="" width={28} height={28} className={styles.logo} />
                  {project.row.name}
                </Link>
                {projects.length > 2 && (
                  <Link href={without(project.row.id)} className={styles.remove}>
                    Remove<VisuallyHidden> {project.row.name}</VisuallyHidden>
                  </Link>
                )}
              </th>
            ))}
          </tr>
        </thead>
        {rowsOf(projects).map((section) => (
          <tbody key={section.title}>
            <tr className={styles.section}>
              <th scope="colgroup" colSpan={projects.length + 1}>
                {section.title}
              </th>
            </tr>
            {section.rows.map((row) => {
              const best = bestOf(projects.map(row.valueOf), row.better);
              return (
                <tr key={row.label}>
                  <th scope="row" className={styles.rowHeader}>
                    {row.label}
                  </th>
                  {projects.map((project) => {
                    const isBest = best !== null && row.valueOf(project) === best;
                    return (
                      <td key={project.row.id} className={isBest ? styles.best : undefined}>
                        {row.textOf(project)}
                        {isBest && <VisuallyHidden> (best)</VisuallyHidden>}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}
