import type { Metadata } from 'next';
import { ProductPage } from '@/features/products/components/product-page';
import { SKYTRACE } from '@/features/products/content/skytrace';

export const metadata: Metadata = {
  title: 'Skytrace: fund tracing and forensics',
  description:
    'Skytrace traces stolen crypto across wallets, bridges, mixers and exchanges, helps freeze funds and produces forensic reports for exchanges, insurers and law enforcement.',
};

export default function SkytracePage() {
  return <ProductPage content={SKYTRACE} />;
}
