import type { Metadata } from 'next';
import { ProductPage } from '@/features/products/components/product-page';
import { SKYNET } from '@/features/products/content/skynet';

export const metadata: Metadata = {
  title: 'Skynet: on-chain monitoring',
  description:
    'Skynet monitors your contracts, privileged wallets and social channels around the clock and alerts your team within seconds of suspicious activity.',
};

export default function SkynetPage() {
  return <ProductPage content={SKYNET} />;
}
