import '@/lib/zod-config';
import { z } from 'zod';
import { lineText, multiLineText } from './text';

export const INCIDENT_TYPES = [
  'Exploit',
  'Rug Pull',
  'Phishing',
  'Private Key Compromise',
  'Oracle Manipulation',
  'Flash Loan Attack',
] as const;

export const REPORT_INCIDENT_TYPES = [...INCIDENT_TYPES, 'Other'] as const;

/** POST /api/security-alerts/report: a suspected incident, kept for staff review before it is shown. */
export const reportIncidentInput = z
  .object({
    project: lineText().trim().min(2, 'Please name the project').max(100),
    type: z.enum(REPORT_INCIDENT_TYPES, { error: 'Please choose the type of incident' }),
    description: multiLineText()
      .trim()
      .min(20, 'Please describe what happened in at least 20 characters')
      .max(2000),
    evidenceUrl: lineText()
      .trim()
      .max(2000)
      .refine(
        (value) => /^https?:\/\/[^\s]+$/.test(value),
        'Please give a link that starts with http:// or https://',
      ),
    /** Asked of signed-out reporters only: a signed-in report is answered at the account's address. */
    email: z.string().trim().max(254).pipe(z.email('Invalid email.')).optional(),
  })
  .strict();
export type ReportIncidentInput = z.infer<typeof reportIncidentInput>;

export const reportIncidentResult = z.object({ id: z.number().int(), state: z.literal('reported') });
