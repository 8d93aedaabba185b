'use client';

import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { GoogleOutlined } from '@ant-design/icons';
import { getProviders, signIn } from 'next-auth/react';

const OIDC_PROVIDER_ID = 'cognito';

/**
 * "Sign in with Google" through the OIDC provider; says so plainly when it is not configured. Until the providers
 * are read it shows that it is loading and takes no click: a click then would do nothing.
 */
export function GoogleSignInButton({ callbackUrl }: { callbackUrl: string }) {
  const providers = useQuery({
    queryKey: ['auth-providers'],
    queryFn: () => getProviders(),
    staleTime: Infinity,
  });
  const isConfigured = Boolean(providers.data?.[OIDC_PROVIDER_ID]);
  return (
    <Button
      block
      size="large"
      icon={<GoogleOutlined />}
      loading={providers.isPending}
      disabled={!isConfigured}
      onClick={() => void signIn(OIDC_PROVIDER_ID, { callbackUrl })}
    >
      {providers.isPending || isConfigured ? 'Sign in with Google' : 'Google sign-in is not set up'}
    </Button>
  );
}
