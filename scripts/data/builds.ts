import { abdk, ackee, dedaub, guardian, halborn, hashex, hexens, mixbytes, nethermind, oak, peckshield, shieldify, solidified } from './audits/by-file-name';
import { certora } from './audits/certora';
import { cyfrin } from './audits/cyfrin';
import { macro } from './audits/macro';
import { pashov } from './audits/pashov';
import { portfolioBuild } from './audits/portfolio-build';
import { runtimeVerification } from './audits/runtime-verification';
import { sherlock } from './audits/sherlock';
import { sigmaPrime } from './audits/sigma-prime';
import { spearbit } from './audits/spearbit';
import { statemind } from './audits/statemind';
import { trailOfBits } from './audits/trailofbits';
import { zellic } from './audits/zellic';
import type { DataBuild } from './data-build';
import { defiHackLabs } from './incidents/defihacklabs';
import { auditedCatalogue } from './projects/audited';
import { catalogue } from './projects/catalogue';
import { tokens } from './tokens/tokens';

/**
 * Every file of data/ and its build, in the order they are made: the audits name the catalogue's projects, so the
 * catalogue comes first, and the projects only the audits name come last.
 */
export const AUDIT_PORTFOLIOS = [
  abdk,
  ackee,
  certora,
  cyfrin,
  dedaub,
  guardian,
  halborn,
  hashex,
  hexens,
  macro,
  mixbytes,
  nethermind,
  oak,
  pashov,
  peckshield,
  runtimeVerification,
  sherlock,
  shieldify,
  sigmaPrime,
  solidified,
  spearbit,
  statemind,
  zellic,
] as const;

export const DATA_BUILDS: readonly DataBuild[] = [
  catalogue,
  tokens,
  defiHackLabs,
  trailOfBits,
  ...AUDIT_PORTFOLIOS.map(portfolioBuild),
  auditedCatalogue,
] as readonly DataBuild[];
