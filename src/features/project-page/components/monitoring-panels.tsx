import Link from 'next/link';
import { BarChart } from '@/components/bar-chart';
import { formatNumber, formatTimeAgo, formatUsdCompact } from '@/lib/format';

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

const panel = {
  background: '#ffffff',
  border: '1px solid #e2e8f0',
  borderRadius: 12,
  padding: 16,
  minWidth: 0,
} as const;
const short = (address: string) => `${address.slice(0, 8)}…${address.slice(-6)}`;

function RankedList({ title, items }: { title: string; items: readonly Ranked[] }) {
  return (
    <article style={panel} aria-label={title}>
      <h3 style={{ margin: '0 0 8px', fontSize: 15 }}>{title}</h3>
      {items.length === 0 ? (
        <p style={{ color: '#64748b', margin: 0 }}>No activity recorded.</p>
      ) : (
        <ol style={{ margin: 0, paddingLeft: 20, fontSize: 13 }}>
          {items.map((item) => (
            <li key={item.label} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <code style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
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

/** The Skynet monitoring panels of a project page. */
export function MonitoringPanels({ data, now }: { data: MonitoringData; now: Date }) {
  const isEmpty =
    data.exchanges.value === null &&
    data.topCallers.length === 0 &&
    data.privileged.length === 0 &&
    data.wallets.length === 0;
  return (
    <section id="monitoring" aria-labelledby="monitoring-title" style={{ marginTop: 24 }}>
      <h2 id="monitoring-title" style={{ fontSize: 20 }}>
        Skynet monitoring
      </h2>
      {isEmpty ? (
        // No public source measures these figures: they come from Skynet's own monitoring, fed through the import.
        <p style={{ color: '#475569' }}>
          Not monitored yet.{' '}
          <Link href="/products/skynet" className="underlined">
            What Skynet monitors
          </Link>
        </p>
      ) : (
        <div
          style={{
            display: 'grid',
            gap: 16,
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
          }}
        >
          <article style={panel} aria-label="Exchanges">
            <h3 style={{ margin: '0 0 8px', fontSize: 15 }}>Exchanges listing it</h3>
            <strong style={{ fontSize: 28 }}>{data.exchanges.value ?? '—'}</strong>
            {data.exchanges.measuredAt && (
              <p style={{ margin: 0, color: '#64748b', fontSize: 12 }}>
                measured {formatTimeAgo(data.exchanges.measuredAt, now)}
              </p>
            )}
            <h3 style={{ margin: '16px 0 4px', fontSize: 15 }}>Social mentions</h3>
            <ActivityChart days={data.mentions} />
          </article>
          <RankedList title="Top callers" items={data.topCallers} />
          <RankedList title="Top events" items={data.topEvents} />
          <RankedList title="Top function calls" items={data.topFunctionCalls} />
          <article style={panel} aria-label="Privileged addresses">
            <h3 style={{ margin: '0 0 8px', fontSize: 15 }}>Privileged addresses</h3>
            {data.privileged.length === 0 ? (
              <p style={{ color: '#64748b', margin: 0 }}>No privileged address known.</p>
            ) : (
              data.privileged.map((entry) => (
                <div key={entry.address} style={{ fontSize: 13, marginBottom: 12 }}>
                  <div>
                    <strong>{entry.label}</strong> ({entry.role}, {entry.chain}){' '}
                    <code>{short(entry.address)}</code>
                  </div>
                  <div style={{ color: '#475569' }}>
                    Can call: {entry.functions.map((fn) => fn.signature).join(', ') || 'nothing recorded'}
                  </div>
                  <div style={{ color: '#64748b' }}>
                    {entry.transactions.length
                      ? `Last: ${entry.transactions[0]!.functionName} ${formatTimeAgo(entry.transactions[0]!.occurredAt, now)}, ${entry.transactions.length} recent transactions`
                      : 'No transaction recorded'}
                  </div>
                </div>
              ))
            )}
          </article>
          <article style={panel} aria-label="Wallets">
            <h3 style={{ margin: '0 0 8px', fontSize: 15 }}>Wallets</h3>
            {data.wallets.length === 0 ? (
              <p style={{ color: '#64748b', margin: 0 }}>No wallet monitored.</p>
            ) : (
              <ul style={{ margin: 0, padding: 0, listStyle: 'none', fontSize: 13 }}>
                {data.wallets.map((wallet) => (
                  <li
                    key={wallet.address}
                    style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}
                  >
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
