import type { Metadata } from 'next';
import { ProductPage } from '@/features/products/components/product-page';
import { SECURITY_AUDIT } from '@/features/products/content/security-audit';

export const metadata: Metadata = {
  title: 'Security Audit',
  description:
    'Smart-contract security audits by senior engineers: manual review, fuzzing, proofs of concept and fix verification for EVM, Solana, CosmWasm and Move.',
};

export default function SecurityAuditPage() {
  return <ProductPage content={SECURITY_AUDIT} />;
}
