import path from 'node:path';

/**
 * The public data sets kept beside the repository (never copied into it): ../shared/data from the repository
 * root, both in a development checkout and in CI.
 */
export const SHARED_DATA_DIR = path.resolve(__dirname, '..', '..', '..', 'shared', 'data');
