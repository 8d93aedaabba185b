import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentPage, contentStyles as styles, PageHero, Prose } from '@/components/content-page';
import { API_METHODOLOGY_PATH } from '@/config/site';
import { METHODOLOGY_VERSION } from '@/lib/score/methodology';
import { methodologyMarkdown } from '@/lib/score/methodology-text';
import { renderMarkdown } from '@/server/content/markdown';

export const metadata: Metadata = {
  title: 'Security Score methodology',
  description:
    'How the Rampart Security Score is computed: the rules, every signal with its formula and weight, the tiers, the coverage a rating needs and a worked example, as the engine defines them.',
};

// Built from the engine's own definitions: what this page says is what the engine does.
const html = renderMarkdown(methodologyMarkdown());

export default function MethodologyPage() {
  return (
    <ContentPage isNarrow>
      <PageHero
        eyebrow={<Link href="/resources">Resources</Link>}
        title="Security Score methodology"
        lead={
          <>
            Version {METHODOLOGY_VERSION}. Only security evidence rates a project: audits, bug bounties,
            incidents and governance facts read from its contracts. What is unknown stays unknown, and a
            project without enough evidence is &ldquo;Not rated&rdquo;. The same definitions as data:{' '}
            <a href={API_METHODOLOGY_PATH}>{API_METHODOLOGY_PATH}</a>.
          </>
        }
      />
      <Prose html={html} className={styles.articleBody} />
    </ContentPage>
  );
}
