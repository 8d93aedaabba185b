import { markdownTableRows, type TableRow } from '../lib/markdown-tables';
import {
  indexText,
  linkedFile,
  ProjectNames,
  type PortfolioEntry,
  type PortfolioInput,
  type PortfolioSource,
} from './portfolio';

// Portfolios whose firm keeps an index of its reports: the rows of the index's Markdown tables, each read by the
// firm's own rule into audits.

export interface IndexContext {
  readonly names: ProjectNames;
  /** The repository file a link of the index points at, when the commit holds it. */
  readonly linked: (href: string) => string | null;
  /** The day a file was added to the repository. */
  readonly added: (file: string) => string;
}

export function byIndexTable(
  source: Omit<PortfolioSource, 'entries' | 'indexFiles'> & { readonly indexFile: string },
  entriesOf: (row: TableRow, context: IndexContext) => PortfolioEntry[],
): PortfolioSource {
  return {
    ...source,
    indexFiles: [source.indexFile],
    entries(input: PortfolioInput): PortfolioEntry[] {
      const added = new Map(input.files.map((file) => [file.path, file.added]));
      const files = new Set(added.keys());
      const context: IndexContext = {
        names: new ProjectNames(input.projects),
        linked: (href) => linkedFile(href, source.repo, files),
        added: (file) => added.get(file)!,
      };
      return markdownTableRows(indexText(input, source.indexFile)).flatMap((row) => entriesOf(row, context));
    },
  };
}

/** The repository files a cell links to, in the cell's order. */
export const linkedFiles = (cell: TableRow['cells'][string] | undefined, context: IndexContext) =>
  (cell?.links ?? []).flatMap((link) => {
    const file = context.linked(link.href);
    return file ? [{ file, text: link.text }] : [];
  });

/** A cell's first link, when it is a web address (a project's website). */
export const websiteOf = (cell: TableRow['cells'][string] | undefined) => {
  const href = cell?.links[0]?.href;
  return href && /^https?:\/\//.test(href) ? href : null;
};
