import styles from './score-badge-embed.module.css';

interface ScoreBadgeEmbedProps {
  readonly projectId: string;
  readonly projectName: string;
  /** The site's public origin, for links that work wherever the snippet is pasted. */
  readonly origin: string;
}

/** The snippets that embed a project's score badge elsewhere, in Markdown and in HTML, linking back here. */
export function embedSnippets({ projectId, projectName, origin }: ScoreBadgeEmbedProps) {
  const badge = `${origin}/badge/${projectId}.svg`;
  const page = `${origin}/projects/${projectId}`;
  const alt = `Rampart Security Score of ${projectName}`;
  const htmlAlt = alt.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return {
    badge,
    markdown: `[![${alt.replace(/[[\]]/g, '\\$&')}](${badge})](${page})`,
    html: `<a href="${page}"><img src="${badge}" alt="${htmlAlt}"></a>`,
  };
}

/** The project's score badge, with the snippets to put it in a README or on a website. */
export function ScoreBadgeEmbed(props: ScoreBadgeEmbedProps) {
  const { badge, markdown, html } = embedSnippets(props);
  return (
    <section id="score-badge" aria-labelledby="score-badge-title" className={styles.panel}>
      <h2 id="score-badge-title" className={styles.title}>
        Embed this score
      </h2>
      <p className={styles.intro}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the badge itself, as others will embed it */}
        <img
          src={badge.slice(props.origin.length)}
          alt={`Rampart Security Score of ${props.projectName}`}
          height={20}
        />
      </p>
      <label className={styles.label} htmlFor="score-badge-markdown">
        Markdown
      </label>
      <textarea id="score-badge-markdown" className={styles.snippet} readOnly value={markdown} />
      <label className={styles.label} htmlFor="score-badge-html">
        HTML
      </label>
      <textarea id="score-badge-html" className={styles.snippet} readOnly value={html} />
    </section>
  );
}
