import type { Metadata } from 'next';
import { CompanyDocument } from '@/features/company/components/company-document';
import { getCompanyDocument } from '@/server/content/get-company-document';

export async function generateMetadata(): Promise<Metadata> {
  const { metaTitle, description } = await getCompanyDocument('terms-and-conditions');
  return { title: metaTitle, description };
}

export default async function TermsPage() {
  return <CompanyDocument document={await getCompanyDocument('terms-and-conditions')} />;
}
