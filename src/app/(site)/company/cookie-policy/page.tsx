import type { Metadata } from 'next';
import { CookieTable, LocalStorageTable } from '@/features/company/components/storage-tables';
import { VISITOR_COOKIE } from '@/server/http/visitor';
import { CompanyDocument } from '@/features/company/components/company-document';
import { getCompanyDocument } from '@/server/content/get-company-document';

export async function generateMetadata(): Promise<Metadata> {
  const { metaTitle, description } = await getCompanyDocument('cookie-policy');
  return { title: metaTitle, description };
}

export default async function CookiePolicyPage() {
  return (
    <CompanyDocument
      document={await getCompanyDocument('cookie-policy')}
      blocks={{
        cookies: <CookieTable visitorCookie={VISITOR_COOKIE} />,
        'local-storage': <LocalStorageTable />,
      }}
    />
  );
}
