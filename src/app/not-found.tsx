import Link from 'next/link';
import { ErrorScreen, errorScreenStyles as styles } from '@/components/error-screen';

export default function NotFound() {
  return (
    <ErrorScreen title="Page not found">
      <p className={styles.message}>The page you are looking for does not exist or has moved.</p>
      <Link href="/">Back to Homepage</Link>
    </ErrorScreen>
  );
}
