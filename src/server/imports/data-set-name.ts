import 'server-only';
import { dataSourceById } from '@/config/data-sources';

/** A data set's name, as the explanations of the scores it moved give it, from the id its records carry. */
export const dataSetName = (id: string): string => dataSourceById.get(id)?.name ?? id;
