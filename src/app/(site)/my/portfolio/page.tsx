import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireUser } from '@/server/auth/require-user';
import { isFlagOnFor } from '@/server/integrations/flags';
import { MAIN_CONTENT_ID } from '@/config/site';

export const metadata: Metadata = { title: 'Portfolio', robots: { index: false } };

/** /my/portfolio: only for users the portfolio flag is on for (spec section 2); everyone else gets 404. */
export default async function PortfolioPage() {
  const user = await requireUser('/my/portfolio');
  if (!(await isFlagOnFor('portfolio', user))) notFound();
  return (
    <main id={MAIN_CONTENT_ID} style={{ maxWidth: 960, margin: '0 auto', padding: '24px 16px 64px' }}>
      <h1 style={{ fontSize: 28, display: 'flex', alignItems: 'center', gap: 12 }}>
        Portfolio
        <span
          style={{
            fontSize: 13,
            fontWeight: 500,
            padding: '2px 8px',
            borderRadius: 4,
            background: '#fef3c7',
            color: '#92400e',
          }}
        >
          Work in progress
        </span>
      </h1>
      <p>
        Your portfolio will bring together the wallets you added in Account Settings and the security of the
        projects they hold. It is not finished yet.
      </p>
    </main>
  );
}
