import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AntdRegistry } from '@ant-design/nextjs-registry';
import { ConfigProvider } from 'antd';
import { HydrationMarker } from '@/components/hydration-marker';
import { CookieNotice } from '@/features/cookie-notice/components/cookie-notice';
import { SITE_NAME, SITE_TAGLINE } from '@/config/site';
import { FONT_STACK, theme } from '@/config/theme';
import { Providers } from './providers';
import './globals.css';

export const metadata: Metadata = {
  title: { default: `${SITE_NAME}: security scores for blockchain projects`, template: `%s | ${SITE_NAME}` },
  description: SITE_TAGLINE,
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: FONT_STACK }}>
        {/* Collects Ant Design's CSS-in-JS during server rendering: no flash of unstyled content. */}
        <AntdRegistry>
          <ConfigProvider theme={theme}>
            <Providers>
              {children}
              <CookieNotice />
            </Providers>
          </ConfigProvider>
        </AntdRegistry>
        <HydrationMarker />
      </body>
    </html>
  );
}
