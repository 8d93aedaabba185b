// npm run docs:methodology: writes the generated section of docs/score-methodology.md from the engine's
// definitions (src/lib/score/methodology-text.ts). src/lib/score/methodology-text.test.ts fails until it is run
// after a change of the methodology.
import fs from 'node:fs';
import path from 'node:path';
import { replaceGeneratedSection } from '../src/lib/score/methodology-doc';

const file = path.join(process.cwd(), 'docs', 'score-methodology.md');
const next = replaceGeneratedSection(fs.readFileSync(file, 'utf8'));
fs.writeFileSync(file, next);
console.log(`docs:methodology: wrote the generated section of ${path.relative(process.cwd(), file)}`);
