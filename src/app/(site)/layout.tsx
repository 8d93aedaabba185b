import type { ReactNode } from 'react';
import { AntdRegistry } from '@ant-design/nextjs-registry';
import { AntdScope } from '@/components/antd-scope';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '../_shell/site-header';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      {/* The site pages use Ant Design's forms, tables and tabs: its styles are collected while they render on
          the server, so that they show styled before any script runs. */}
      <AntdRegistry>
        <AntdScope>{children}</AntdScope>
      </AntdRegistry>
      <SiteFooter />
    </>
  );
}
