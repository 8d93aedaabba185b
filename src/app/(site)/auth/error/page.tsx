import type { Metadata } from 'next';
import { AuthError } from '@/features/auth-modal/components/auth-error';

export const metadata: Metadata = { title: 'Sign-in error', robots: { index: false } };

/** Where next-auth sends a failed sign-in (`/api/auth/error?error=…` redirects here), in the site's shell. */
export default async function AuthErrorPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  const { error } = await searchParams;
  return <AuthError error={typeof error === 'string' ? error : undefined} />;
}
