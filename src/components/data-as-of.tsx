/**
 * "DeFiHackLabs: Data as of 2026-11-26": the day of the data of one public source, beside its credits (the day
 * of its last refresh, or the shipped snapshot's). Hydrated as given: the date is a fixed string, never now.
 */
export function DataAsOf({ source, date }: { source?: string; date: string }) {
  return (
    <span>
      {source ? `${source}: ` : ''}Data as of <time dateTime={date}>{date}</time>
    </span>
  );
}
