import { DATA_SOURCES } from '@/config/data-sources';

/** The credit line of every data set (data sources page). */
export function DataAttribution() {
  return (
    <ul>
      {DATA_SOURCES.map((source) => (
        <li key={source.id}>
          <strong>{source.name}</strong>: {source.attribution}.
        </li>
      ))}
    </ul>
  );
}
