import 'server-only';
import { redirect } from 'next/navigation';
import { getServerSession } from 'next-auth';
import { authOptions } from './auth-options';

/**
 * The signed-in user of a /my/* page; a signed-out visitor goes to the sign-in route with
 * error=SessionRequired and the page as callbackUrl.
 */
export async function requireUser(path: string) {
  const session = await getServerSession(authOptions());
  if (!session?.user) {
    redirect(`/auth/login?${new URLSearchParams({ error: 'SessionRequired', callbackUrl: path })}`);
  }
  return session.user;
}
