import 'server-only';
import { cache } from 'react';
import { loadCompanyDocument, type CompanyDocument } from './load-company-documents';

/** A company or legal page's document, read once per request and shared by the page's metadata and its body. */
export const getCompanyDocument: (slug: string) => Promise<CompanyDocument> = cache(loadCompanyDocument);
