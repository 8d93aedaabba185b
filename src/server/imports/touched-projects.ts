import 'server-only';
import type { CauseRecord } from '@/lib/score/score-causes';

/**
 * The projects an import touched, each with the records that touched it: the derived signals of these projects
 * are derived again, and their new scores name the records (the incident, the audit, the market figure).
 */
export class TouchedProjects {
  private readonly records = new Map<string, CauseRecord[]>();

  /** A record changed for the project it is linked to now and, if it moved, for the one it was linked to. */
  touch(projectId: string | null, previousProjectId: string | null | undefined, record: CauseRecord): void {
    if (projectId) this.add(projectId, record);
    if (previousProjectId && previousProjectId !== projectId)
      this.add(previousProjectId, { ...record, change: 'moved' });
  }

  add(projectId: string, record: CauseRecord): void {
    const list = this.records.get(projectId);
    if (list) list.push(record);
    else this.records.set(projectId, [record]);
  }

  /** Adds what another import touched. */
  merge(other: TouchedProjects): void {
    for (const [projectId, records] of other.records)
      for (const record of records) this.add(projectId, record);
  }

  get projectIds(): string[] {
    return [...this.records.keys()];
  }

  recordsOf(projectId: string): readonly CauseRecord[] {
    return this.records.get(projectId) ?? [];
  }
}
