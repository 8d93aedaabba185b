import type { Metadata } from 'next';
import { CompanyDocument } from '@/features/company/components/company-document';
import { getCompanyDocument } from '@/server/content/get-company-document';

export async function generateMetadata(): Promise<Metadata> {
  const { metaTitle, description } = await getCompanyDocument('about');
  return { title: metaTitle, description };
}

export default async function AboutPage() {
  return <CompanyDocument document={await getCompanyDocument('about')} />;
}
