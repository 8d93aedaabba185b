import 'server-only';
import path from 'node:path';

/**
 * The real public data sets the repository ships (data/, with their README and licences): what a first start
 * imports. Resolved from the working directory, as every npm script and the server run from the repository.
 */
export const SHIPPED_DATA_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), 'data');
