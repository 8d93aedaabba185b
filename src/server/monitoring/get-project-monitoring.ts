import 'server-only';
import { eq } from 'drizzle-orm';
import { DAY_MS, SKYNET_PRIVILEGED_TRANSACTIONS_LIMIT, SKYNET_TOP_COUNT } from '@/config/constants';
import type { Executor } from '../db/client';
import { privilegedAddresses } from '../db/schema';
import {
  getLatestMetric,
  listPrivilegedFunctions,
  listPrivilegedTransactions,
  listSocialActivity,
  listTopItems,
  listWallets,
} from './skynet-queries';

const ACTIVITY_DAYS = 30;

/** Everything the monitoring panels of a project page show, from the same reads as /api/skynet/*. */
export async function getProjectMonitoring(db: Executor, projectId: string, now = new Date()) {
  const exchanges = await getLatestMetric(db, projectId, 'exchanges');
  const topCallers = await listTopItems(db, projectId, 'caller', SKYNET_TOP_COUNT);
  const topEvents = await listTopItems(db, projectId, 'event', SKYNET_TOP_COUNT);
  const topFunctionCalls = await listTopItems(db, projectId, 'function_call', SKYNET_TOP_COUNT);
  const owners = await db
    .select()
    .from(privilegedAddresses)
    .where(eq(privilegedAddresses.projectId, projectId));
  const privileged = [];
  for (const owner of owners) {
    const functions = await listPrivilegedFunctions(db, owner.address);
    const transactions = await listPrivilegedTransactions(
      db,
      owner.address,
      SKYNET_PRIVILEGED_TRANSACTIONS_LIMIT,
    );
    privileged.push({ ...owner, functions: functions.data, transactions: transactions.data });
  }
  const wallets = await listWallets(db, { protocol: projectId });
  const dates = Array.from({ length: ACTIVITY_DAYS }, (_, index) =>
    new Date(now.getTime() - (ACTIVITY_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
  const mentions = await listSocialActivity(db, projectId, 'mentions', dates);
  return {
    exchanges: { value: exchanges.value, measuredAt: exchanges.measuredAt },
    topCallers: topCallers.data,
    topEvents: topEvents.data,
    topFunctionCalls: topFunctionCalls.data,
    privileged,
    wallets: wallets.data,
    mentions: mentions.data,
  };
}
