import type { EndpointView } from '@/contracts/api-v1-views';
import styles from './endpoint-reference.module.css';
import { VisuallyHidden } from '@/components/visually-hidden';
import { contentStyles } from '@/components/content-page';

/** The document's text, its `code` spans (Markdown) shown as code. */
function DocumentText({ text }: { text: string }) {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** One endpoint of the public API: what it gives, its parameters, its answers, an example request and answer. */
export function EndpointReference({ endpoint, origin }: { endpoint: EndpointView; origin: string }) {
  return (
    <>
      <p>
        <span className={styles.method}>GET</span>
        <code className={styles.path}>{endpoint.path}</code>
      </p>
      <p>
        <DocumentText text={endpoint.description} />
      </p>
      {endpoint.parameters.length > 0 && (
        <div className={contentStyles.tableScroll}>
          <table>
            <VisuallyHidden as="caption">Parameters of {endpoint.path}</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">Parameter</th>
                <th scope="col">In</th>
                <th scope="col">Type</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {endpoint.parameters.map((parameter) => (
                <tr key={`${parameter.in}:${parameter.name}`}>
                  <td>
                    <code>{parameter.name}</code>
                    {parameter.required ? ' (required)' : ''}
                  </td>
                  <td>{parameter.in}</td>
                  <td>
                    <code>{parameter.type}</code>
                  </td>
                  <td>
                    <DocumentText text={parameter.description} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ul>
        {endpoint.statuses.map((answer) => (
          <li key={answer.status}>
            <strong>{answer.status}</strong>: <DocumentText text={answer.description} />
          </li>
        ))}
      </ul>
      <p className={styles.label}>Example request</p>
      <pre role="region" tabIndex={0} aria-label={`Example request of ${endpoint.path}`}>
        <code>{`curl '${origin}${endpoint.exampleRequest}'`}</code>
      </pre>
      <p className={styles.label}>Example answer</p>
      <pre
        className={styles.example}
        role="region"
        tabIndex={0}
        aria-label={`Example answer of ${endpoint.path}`}
      >
        <code>{endpoint.exampleAnswer}</code>
      </pre>
    </>
  );
}
