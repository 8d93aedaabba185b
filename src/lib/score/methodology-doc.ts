import { methodologyMarkdown } from './methodology-text';

export const GENERATED_START = '<!-- generated:methodology (npm run docs:methodology) -->';
export const GENERATED_END = '<!-- /generated:methodology -->';

/** The document with the section between the markers replaced by the engine's methodology. */
export function replaceGeneratedSection(document: string): string {
  const start = document.indexOf(GENERATED_START);
  const end = document.indexOf(GENERATED_END);
  if (start < 0 || end < start) throw new Error('docs/score-methodology.md has lost its generated markers');
  // Prettier leaves the section as generated, so that the document and the engine compare as text.
  return `${document.slice(0, start + GENERATED_START.length)}\n<!-- prettier-ignore-start -->\n\n${methodologyMarkdown()}\n\n<!-- prettier-ignore-end -->\n${document.slice(end)}`;
}
