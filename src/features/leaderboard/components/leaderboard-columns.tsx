import type { ReactNode } from 'react';
import type { LeaderboardRow } from '@/contracts/projects';
import { VisuallyHidden } from '@/components/visually-hidden';
import { PROJECT_COLUMNS, type ProjectColumn } from '@/components/data-table/project-columns';
import { ComparePick } from './compare-pick';

/** A check box per row that picks the project for the comparison (the form below the table). */
const COMPARE_COLUMN: ProjectColumn = {
  key: 'compare',
  title: 'Compare',
  isNoWrap: true,
  cardArea: 'pick',
  render: (row) => <ComparePick id={row.id} name={row.name} />,
};

export const COLUMNS: readonly ProjectColumn[] = [
  PROJECT_COLUMNS.rank,
  PROJECT_COLUMNS.project,
  PROJECT_COLUMNS.score,
  PROJECT_COLUMNS.change,
  PROJECT_COLUMNS.category,
  PROJECT_COLUMNS.chains,
  PROJECT_COLUMNS.marketCap,
  PROJECT_COLUMNS.badges,
  COMPARE_COLUMN,
];

/** The columns with a last one for the watchlist star, which the page composes in. */
export const columnsWithStar = (
  renderStar: (row: LeaderboardRow) => ReactNode = () => null,
): readonly ProjectColumn[] => [
  ...COLUMNS,
  {
    key: 'star',
    title: <VisuallyHidden>Watchlist</VisuallyHidden>,
    width: 48,
    cardArea: 'action',
    render: renderStar,
  },
];
