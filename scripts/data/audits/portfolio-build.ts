import fs from 'node:fs';
import path from 'node:path';
import type { DataBuild } from '../data-build';
import { GitSnapshot } from '../lib/git-snapshot';
import { byCodeUnits } from '../lib/render';
import {
  auditRecords,
  readPortfolio,
  type CatalogueName,
  type PortfolioInput,
  type PortfolioSource,
} from './portfolio';

/** The names and aliases of the catalogue's projects (data/protocols.json), in a fixed order. */
export function catalogueNames(dataDir: string): CatalogueName[] {
  const projects = JSON.parse(fs.readFileSync(path.join(dataDir, 'protocols.json'), 'utf8')) as {
    name: string;
    aliases?: string[];
  }[];
  return projects
    .map((project) => ({ name: project.name, aliases: project.aliases ?? [] }))
    .sort((a, b) => byCodeUnits(a.name, b.name));
}

/** The build of a firm's portfolio file (data/audits/<firm>.json). */
export function portfolioBuild(source: PortfolioSource): DataBuild<PortfolioInput> {
  return {
    name: path.basename(source.output, '.json'),
    output: source.output,
    repo: source.repo,
    commit: source.commit,
    read: ({ sourceDir, dataDir }) =>
      readPortfolio(source, GitSnapshot.find(sourceDir, source.repo), catalogueNames(dataDir)),
    parse: (input) => auditRecords(source, input),
  };
}
