import Link from 'next/link';
import { MAIN_CONTENT_ID } from '@/config/site';

export default function NotFound() {
  return (
    <main
      id={MAIN_CONTENT_ID}
      style={{ maxWidth: 640, margin: '0 auto', padding: '96px 24px', textAlign: 'center' }}
    >
      <h1 style={{ fontSize: 40, margin: 0 }}>Page not found</h1>
      <p style={{ color: '#475569' }}>The page you are looking for does not exist or has moved.</p>
      <Link href="/">Back to Homepage</Link>
    </main>
  );
}
