import Link from 'next/link';
import { BarChart } from '@/components/bar-chart';
import { ContractFacts } from '@/components/contract-facts';
import type { ProjectChainFacts } from '@/contracts/chain';
import { formatNumber, formatTimeAgo, formatUsdCompact } from '@/lib/format';
import styles from './monitoring-panels.module.css';
import panel from './panel.module.css';

interface Ranked {
  readonly label: string;
  readonly count: number;
}

export interface MonitoringData {
  readonly exchanges: { value: number | null; measuredAt: string | null };
  readonly topCallers: readonly Ranked[];
  readonly topEvents: readonly Ranked[];
  readonly topFunctionCalls: readonly Ranked[];
  readonly privileged: readonly {
    address: string;
    chain: string;
    label: string;
    role: string;
    functions: readonly { name: string; signature: string; lastCalledAt: string | null }[];
    transactions: readonly { txHash: string; functionName: string; occurredAt: string }[];
  }[];
  readonly wallets: readonly { address: string; label: string; balanceUsd: number; lastActiveAt: string }[];
  readonly mentions: readonly { date: string; count: number }[];
}

const short = (address: string) => `${address.slice(0, 8)}…${address.slice(-6)}`;

function RankedList({ title, items }: { title: string; items: readonly Ranked[] }) {
  return (
    <article className={panel.panel} aria-label={title}>
      <h3 className={styles.panelTitle}>{title}</h3>
      {items.length === 0 ? (
        <p className={styles.none}>No activity recorded.</p>
      ) : (
        <ol className={styles.ranked}>
          {items.map((item) => (
            <li key={item.label} className={styles.entry}>
              <code className={styles.clipped}>
                {item.label.startsWith('0x') ? short(item.label) : item.label}
              </code>
              <span>{formatNumber(item.count)}</span>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

/** Social mentions per day as bars: the last 30 days, oldest on the left. */
function ActivityChart({ days }: { days: readonly { date: string; count: number }[] }) {
  const max = Math.max(1, ...days.map((day) => day.count));
  return (
    <BarChart
      title="Mentions per day"
      ariaLabel={`Mentions per day over the last ${days.length} days, up to ${formatNumber(max)} a day`}
      bars={days.map((day) => ({ label: day.date, value: day.count }))}
      formatValue={(count) => formatNumber(count)}
      labelName="Day"
      valueName="Mentions"
      color="#3b82f6"
      isWhole
    />
  );
}

/** Who controls the project's contracts, as the chain monitoring last read them; "not read" where it could not. */
function OnchainReadings({ onchain }: { onchain: ProjectChainFacts }) {
  const isRead = onchain.contracts.some((contract) => contract.report.state !== 'not_read');
  if (onchain.contracts.length === 0) return null;
  if (!isRead) {
    return (
      <p className={styles.muted}>
        On-chain facts of its{' '}
        {onchain.contracts.length === 1 ? 'contract' : `${onchain.contracts.length} contracts`}:{' '}
        {onchain.notRead}.
      </p>
    );
  }
  return (
    <div className={styles.onchain} aria-label="Who controls its contracts">
      <h3 className={styles.panelTitle}>Who controls its contracts</h3>
      {onchain.control && <p className={styles.control}>{onchain.control}</p>}
      <div className={styles.panels}>
        {onchain.contracts.map((contract) => (
          <ContractFacts
            key={`${contract.chain}:${contract.address}`}
            report={contract.report}
            summary={contract.summary}
            lastFailure={contract.lastFailure}
          />
        ))}
      </div>
    </div>
  );
}

/** The Skynet monitoring panels of a project page: its contracts read from the chain, then Skynet's figures. */
export function MonitoringPanels({
  data,
  onchain,
  now,
}: {
  data: MonitoringData;
  onchain: ProjectChainFacts;
  now: Date;
}) {
  const isEmpty =
    data.exchanges.value === null &&
    data.topCallers.length === 0 &&
    data.privileged.length === 0 &&
    data.wallets.length === 0;
  const isChainRead = onchain.contracts.some((contract) => contract.report.state !== 'not_read');
  return (
    <section id="monitoring" aria-labelledby="monitoring-title" className={styles.section}>
      <h2 id="monitoring-title" className={styles.title}>
        Skynet monitoring
      </h2>
      <OnchainReadings onchain={onchain} />
      {isEmpty ? (
        // No public source measures these figures: they come from Skynet's own monitoring, fed through the import.
        isChainRead ? null : (
          <p className={styles.muted}>
            Not monitored yet.{' '}
            <Link href="/products/skynet" className={panel.underlined}>
              What Skynet monitors
            </Link>
          </p>
        )
      ) : (
        <div className={styles.panels}>
          <article className={panel.panel} aria-label="Exchanges">
            <h3 className={styles.panelTitle}>Exchanges listing it</h3>
            <strong className={styles.figure}>{data.exchanges.value ?? '—'}</strong>
            {data.exchanges.measuredAt && (
              <p className={styles.measured}>measured {formatTimeAgo(data.exchanges.measuredAt, now)}</p>
            )}
            <h3 className={`${styles.panelTitle} ${styles.nextTitle}`}>Social mentions</h3>
            <ActivityChart days={data.mentions} />
          </article>
          <RankedList title="Top callers" items={data.topCallers} />
          <RankedList title="Top events" items={data.topEvents} />
          <RankedList title="Top function calls" items={data.topFunctionCalls} />
          <article className={panel.panel} aria-label="Privileged addresses">
            <h3 className={styles.panelTitle}>Privileged addresses</h3>
            {data.privileged.length === 0 ? (
              <p className={styles.none}>No privileged address known.</p>
            ) : (
              data.privileged.map((entry) => (
                <div key={entry.address} className={styles.privileged}>
                  <div>
                    <strong>{entry.label}</strong> ({entry.role}, {entry.chain}){' '}
                    <code>{short(entry.address)}</code>
                  </div>
                  <div className={styles.muted}>
                    Can call: {entry.functions.map((fn) => fn.signature).join(', ') || 'nothing recorded'}
                  </div>
                  <div className={styles.subtle}>
                    {entry.transactions.length
                      ? `Last: ${entry.transactions[0]!.functionName} ${formatTimeAgo(entry.transactions[0]!.occurredAt, now)}, ${entry.transactions.length} recent transactions`
                      : 'No transaction recorded'}
                  </div>
                </div>
              ))
            )}
          </article>
          <article className={panel.panel} aria-label="Wallets">
            <h3 className={styles.panelTitle}>Wallets</h3>
            {data.wallets.length === 0 ? (
              <p className={styles.none}>No wallet monitored.</p>
            ) : (
              <ul className={styles.wallets}>
                {data.wallets.map((wallet) => (
                  <li key={wallet.address} className={styles.entry}>
                    <span>
                      {wallet.label} <code>{short(wallet.address)}</code>
                    </span>
                    <span>{formatUsdCompact(wallet.balanceUsd)}</span>
                  </li>
                ))}
              </ul>
            )}
          </article>
        </div>
      )}
    </section>
  );
}
