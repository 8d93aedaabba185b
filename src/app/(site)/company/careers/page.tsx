import type { Metadata } from 'next';
import { OpenRoles } from '@/features/company/components/open-roles';
import { CompanyDocument } from '@/features/company/components/company-document';
import { getCompanyDocument } from '@/server/content/get-company-document';

export async function generateMetadata(): Promise<Metadata> {
  const { metaTitle, description } = await getCompanyDocument('careers');
  return { title: metaTitle, description };
}

export default async function CareersPage() {
  return (
    <CompanyDocument
      document={await getCompanyDocument('careers')}
      blocks={{ 'open-roles': <OpenRoles /> }}
    />
  );
}
