import 'next-auth';
import 'next-auth/jwt';

// What our sessions carry: the session user, and in the token the session version and id
// that let the server end sessions.
declare module 'next-auth' {
  interface Session {
    user: {
      id: string;
      username: string;
      email: string;
      image: string | null;
      hasPicture: boolean;
      adminId?: string;
    };
  }
  interface User {
    sessionVersion?: number;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    /** The user's session version when the session began. */
    sv?: number;
    /** This session's id, listed in revoked_sessions once it signs out. */
    sid?: string;
    hasPicture?: boolean;
    /** The staff member's user id while impersonating. */
    adminId?: string;
    /** When an impersonated session ends at the latest (ms since the epoch): an hour after it began. */
    impersonationEndsAt?: number;
  }
}
