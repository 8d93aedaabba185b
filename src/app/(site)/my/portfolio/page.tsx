import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireUser } from '@/server/auth/require-user';
import { isFlagOnFor } from '@/server/integrations/flags';
import { AppPage } from '@/components/app-page';
import styles from './portfolio.module.css';

export const metadata: Metadata = { title: 'Portfolio', robots: { index: false } };

/** /my/portfolio: only for users the portfolio flag is on for; everyone else gets 404. */
export default async function PortfolioPage() {
  const user = await requireUser('/my/portfolio');
  if (!(await isFlagOnFor('portfolio', user))) notFound();
  return (
    <AppPage
      width="wide"
      title={
        <>
          Portfolio
          <span className={styles.badge}>Work in progress</span>
        </>
      }
    >
      <p>
        Your portfolio will bring together the wallets you added in Account Settings and the security of the
        projects they hold. It is not finished yet.
      </p>
    </AppPage>
  );
}
