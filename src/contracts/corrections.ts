import '@/lib/zod-config';
import { z } from 'zod';
import {
  CORRECTION_DECISION_REASON_MAX_CHARS,
  CORRECTION_EVIDENCE_MAX_LINKS,
  CORRECTION_EVIDENCE_URL_MAX_CHARS,
  CORRECTION_REASON_MAX_CHARS,
  CORRECTION_REASON_MIN_CHARS,
} from '@/config/constants';
import { CORRECTION_CLAIM_KINDS, type CorrectionClaimKind } from '@/lib/score/score-causes';
import { projectIdParam } from './projects';
import { int4Id, INT4_MAX, isBeyondInt4 } from './numbers';
import { lineText, multiLineText } from './text';

// Anything that reads as markup: the text is shown as text, and a request that carries tags is refused
// rather than silently stripped, so that staff read exactly what was sent.
const MARKUP = /<\/?[a-z!?][^>]*>|&[a-z]+;|&#/i;
export const PLAIN_TEXT_MESSAGE = 'must be plain text, without HTML';

const plainText = (max: number, min = 1) =>
  multiLineText()
    .trim()
    .min(min, `Please write at least ${min} characters`)
    .max(max, `Please keep it under ${max} characters`)
    .refine((value) => !MARKUP.test(value), PLAIN_TEXT_MESSAGE);

const evidenceUrl = lineText()
  .trim()
  .max(CORRECTION_EVIDENCE_URL_MAX_CHARS)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'Evidence links must be https:// addresses');

/** POST /api/corrections/create: a claim of a project page, why it is wrong, and the evidence. */
export const createCorrectionInput = z
  .object({
    projectId: projectIdParam,
    claimKind: z.enum(CORRECTION_CLAIM_KINDS),
    // The incident's or audit's id, the signal's key or the fact's name, as the project page names it.
    claimRef: lineText()
      .trim()
      .min(1)
      .max(80)
      // An incident's or audit's id, or a token's (`token:<id>`): a number no integer id column can hold is no
      // claim of any page.
      .refine((ref) => !isBeyondInt4(ref.replace(/^token:/, '')), `must name an id of at most ${INT4_MAX}`),
    reason: plainText(CORRECTION_REASON_MAX_CHARS, CORRECTION_REASON_MIN_CHARS),
    evidenceUrls: z
      .array(evidenceUrl)
      .max(CORRECTION_EVIDENCE_MAX_LINKS, `At most ${CORRECTION_EVIDENCE_MAX_LINKS} evidence links`)
      .default([]),
  })
  .strict();
export type CreateCorrectionInput = z.input<typeof createCorrectionInput>;

/** POST /api/corrections/decide: staff accept (the claim is withdrawn) or reject with a public reason. */
export const decideCorrectionInput = z.discriminatedUnion('decision', [
  z
    .object({
      id: int4Id(),
      decision: z.literal('accept'),
      reason: z.undefined().optional(),
    })
    .strict(),
  z
    .object({
      id: int4Id(),
      decision: z.literal('reject'),
      reason: plainText(CORRECTION_DECISION_REASON_MAX_CHARS, 5),
    })
    .strict(),
]);
export type DecideCorrectionInput = z.input<typeof decideCorrectionInput>;

export const CORRECTION_STATUSES = ['pending', 'accepted', 'rejected'] as const;

/** One request of a project's public log: what was asked, by whom (never an e-mail), the decision and when. */
export const correctionLogEntry = z.object({
  id: z.number().int(),
  claimKind: z.enum(CORRECTION_CLAIM_KINDS),
  claimSummary: z.string(),
  reason: z.string(),
  evidenceUrls: z.array(z.string()),
  requester: z.enum(['Project team', 'A user']),
  status: z.enum(CORRECTION_STATUSES),
  decisionReason: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type CorrectionLogEntry = z.infer<typeof correctionLogEntry>;

export const correctionLogQuery = z.object({ projectId: projectIdParam }).strict();
export const correctionLogOutput = z.object({ data: z.array(correctionLogEntry) });
export type CorrectionLogOutput = z.infer<typeof correctionLogOutput>;

/** GET /api/corrections/pending: the staff queue, with the project each request is about. */
export const pendingCorrection = correctionLogEntry.extend({
  projectId: z.string(),
  projectName: z.string(),
});
export type PendingCorrection = z.infer<typeof pendingCorrection>;
export const pendingCorrectionsOutput = z.object({ data: z.array(pendingCorrection) });
export type PendingCorrectionsOutput = z.infer<typeof pendingCorrectionsOutput>;

export const createCorrectionResult = z.object({
  id: z.number().int(),
  status: z.literal('pending'),
  isFromProject: z.boolean(),
});
export const decideCorrectionResult = z.object({
  id: z.number().int(),
  projectId: z.string(),
  status: z.enum(['accepted', 'rejected']),
  scoreFrom: z.number().nullable(),
  scoreTo: z.number().nullable(),
});
export type DecideCorrectionResult = z.infer<typeof decideCorrectionResult>;

/** POST /api/corrections/ownership/verify: prove ownership of the project's website by DNS or by a file. */
export const verifyOwnershipInput = z
  .object({ projectId: projectIdParam, method: z.enum(['dns', 'file']) })
  .strict();
export type VerifyOwnershipInput = z.infer<typeof verifyOwnershipInput>;
export const verifyOwnershipResult = z.object({
  projectId: z.string(),
  method: z.enum(['dns', 'file']),
  verifiedAt: z.string(),
});

/** GET /api/corrections/ownership/token?projectId=: what to publish, and where. */
export const ownershipTokenQuery = z.object({ projectId: projectIdParam }).strict();
export const ownershipTokenOutput = z.object({
  token: z.string(),
  dnsName: z.string().nullable(),
  fileUrl: z.string().nullable(),
});
export type OwnershipTokenOutput = z.infer<typeof ownershipTokenOutput>;

/** A claim of a project page that can be corrected, as the Corrections section lists it. */
export interface CorrectableClaim {
  readonly kind: CorrectionClaimKind;
  readonly ref: string;
  readonly summary: string;
}
