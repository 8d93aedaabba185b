import '@/lib/zod-config';
import { z } from 'zod';
import { SKYNET_PRIVILEGED_TRANSACTIONS_LIMIT, SKYNET_TOP_COUNT } from '@/config/constants';

const projectId = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9-]+$/, 'must be a project id');
const address = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address of 40 hex digits');

/** GET /api/skynet/metric-latest?name=exchanges(projectId={id}): the spec's metric expression. */
export const metricLatestQuery = z
  .object({
    name: z
      .string()
      .trim()
      .max(300)
      .regex(/^[a-z_]{1,50}\(projectId=[a-z0-9-]{1,200}\)$/, 'must look like metric(projectId=id)'),
  })
  .strict()
  .transform(({ name }) => {
    const [, metric, id] = /^([a-z_]+)\(projectId=([a-z0-9-]+)\)$/.exec(name)!;
    return { metric: metric!, projectId: id! };
  });

export const metricLatest = z.object({
  name: z.string(),
  projectId: z.string(),
  value: z.number().nullable(),
  measuredAt: z.string().nullable(),
});

/** GET /api/skynet/top-callers | top-events | top-function-calls ?projectId&count (default 10). */
export const topItemsQuery = z
  .object({ projectId, count: z.coerce.number().int().min(1).max(100).default(SKYNET_TOP_COUNT) })
  .strict();
export const topItems = z.object({
  projectId: z.string(),
  data: z.array(z.object({ label: z.string(), count: z.number().int() })),
});

/** GET /api/skynet/privileged-address?address: a project's contract (or privileged) address. */
export const addressQuery = z.object({ address }).strict();
export const privilegedAddresses = z.object({
  data: z.array(
    z.object({
      address: z.string(),
      projectId: z.string(),
      chain: z.string(),
      label: z.string(),
      role: z.string(),
    }),
  ),
});
export const privilegedFunctions = z.object({
  address: z.string(),
  data: z.array(z.object({ name: z.string(), signature: z.string(), lastCalledAt: z.string().nullable() })),
});

/** GET /api/skynet/privileged-transaction?address&limit (default 20). */
export const privilegedTransactionQuery = z
  .object({
    address,
    limit: z.coerce.number().int().min(1).max(200).default(SKYNET_PRIVILEGED_TRANSACTIONS_LIMIT),
  })
  .strict();
export const privilegedTransactions = z.object({
  address: z.string(),
  data: z.array(z.object({ txHash: z.string(), functionName: z.string(), occurredAt: z.string() })),
});

/** GET /api/skynet/twitter-activity-by-dates?projectId&type&dates (comma-separated YYYY-MM-DD, at most 366). */
export const twitterActivityQuery = z
  .object({
    projectId,
    type: z.enum(['tweets', 'mentions']),
    dates: z
      .string()
      .trim()
      .max(366 * 11)
      .transform((value) => value.split(',').map((date) => date.trim()))
      .pipe(z.array(z.iso.date()).min(1).max(366)),
  })
  .strict();
export const twitterActivity = z.object({
  projectId: z.string(),
  type: z.string(),
  data: z.array(z.object({ date: z.string(), count: z.number().int() })),
});

/** GET /api/skynet/wallets?address&protocol: monitored wallets, by address and/or protocol (a project id). */
export const walletsQuery = z
  .object({ address: address.optional(), protocol: projectId.optional() })
  .strict()
  .refine((query) => query.address !== undefined || query.protocol !== undefined, {
    message: 'address or protocol is required',
    path: ['address'],
  });
export const wallets = z.object({
  data: z.array(
    z.object({
      address: z.string(),
      protocol: z.string(),
      label: z.string(),
      balanceUsd: z.number(),
      lastActiveAt: z.string(),
    }),
  ),
});
