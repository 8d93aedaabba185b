import '@/lib/zod-config';
import { z } from 'zod';
import { lineText, multiLineText } from './text';
import { emailField } from './auth';

// POST /api/quote-requests: the built-in Request a Quote form, shared by the server and the form.

export const QUOTE_SERVICES = ['security-audit', 'skynet', 'skytrace', 'pentest'] as const;
export type QuoteService = (typeof QUOTE_SERVICES)[number];

/** The product line's names, as the header's Products menu spells them. */
export const QUOTE_SERVICE_LABELS: Readonly<Record<QuoteService, string>> = {
  'security-audit': 'Security Audit',
  skynet: 'Skynet',
  skytrace: 'Skytrace',
  pentest: 'Pentest',
};

export const QUOTE_BUDGETS = ['under-10k', '10k-50k', '50k-150k', 'over-150k', 'not-sure'] as const;
export type QuoteBudget = (typeof QUOTE_BUDGETS)[number];

export const QUOTE_BUDGET_LABELS: Readonly<Record<QuoteBudget, string>> = {
  'under-10k': 'Under $10,000',
  '10k-50k': '$10,000 to $50,000',
  '50k-150k': '$50,000 to $150,000',
  'over-150k': 'Over $150,000',
  'not-sure': 'Not sure yet',
};

const MAX_WEBSITE = 300;

export const quoteRequestInput = z
  .object({
    name: lineText().trim().min(2, 'Please enter your name').max(100),
    email: emailField,
    company: lineText().trim().min(1, 'Please enter your company or project').max(120),
    website: lineText()
      .trim()
      .max(MAX_WEBSITE)
      .refine(
        (value) => /^https?:\/\/[^\s]+$/.test(value),
        'Please give a link that starts with http:// or https://',
      )
      .optional(),
    services: z
      .array(z.enum(QUOTE_SERVICES, 'Please choose the services you need'))
      .min(1, 'Please choose at least one service')
      .refine((values) => new Set(values).size === values.length, 'Each service may be chosen once'),
    budget: z.enum(QUOTE_BUDGETS, 'Please choose a budget'),
    message: multiLineText()
      .trim()
      .min(10, 'Please tell us about your project in at least 10 characters')
      .max(3000),
  })
  .strict();
export type QuoteRequestInput = z.infer<typeof quoteRequestInput>;

export const quoteRequestResult = z.object({ id: z.number().int(), ok: z.literal(true) });
export type QuoteRequestResult = z.infer<typeof quoteRequestResult>;
