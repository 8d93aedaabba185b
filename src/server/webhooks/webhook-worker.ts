import 'server-only';
import type { Db } from '../db/client';
import { log } from '../log';
import { deliverDueWebhooks, type DeliverOptions } from './deliver-due-webhooks';

export interface WebhookWorker {
  /** Ends the loop after the round in flight, if any. */
  stop(): Promise<void>;
}

/**
 * Every `intervalMs`, delivers what is due; a round that found work is followed at once by another, so a backlog
 * drains without waiting out the interval. Every instance runs one: the claims keep them from sending a row twice.
 */
export function startWebhookWorker(
  db: Db,
  options: DeliverOptions & { readonly intervalMs: number },
): WebhookWorker {
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  const round = async () => {
    let hadWork = false;
    try {
      const done = await deliverDueWebhooks(db, options);
      hadWork = done.delivered + done.retrying + done.failed > 0;
      if (hadWork) log.info(done, 'webhook deliveries sent');
    } catch (error) {
      log.error({ err: error }, 'webhook round failed');
    }
    if (!isStopped) {
      timer = setTimeout(tick, hadWork ? 0 : options.intervalMs);
      timer.unref();
    }
  };
  const tick = () => {
    inFlight = round();
  };
  timer = setTimeout(tick, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
