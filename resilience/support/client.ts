// A small HTTP client with a cookie jar, speaking to the app as the browser does: JSON with our origin, and
// next-auth's form posts for log-in and sign-out.
import type { MailServer } from './mail-server';

export interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly ms: number;
}

let addressCounter = 0;
/** A new client address per call: tests must not spend each other's rate-limit budgets. */
export function uniqueAddress(): string {
  addressCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export class Client {
  private readonly cookies = new Map<string, string>();

  constructor(
    /** The instance this client talks to; another instance may be given per call. */
    public baseUrl: string,
    /** Sent as X-Forwarded-For: the rate limits' client key. Unique per call when undefined. */
    readonly address?: string,
  ) {}

  /** Another client holding a copy of this one's cookies: a copied session cookie. */
  copy(): Client {
    const other = new Client(this.baseUrl, this.address);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  hasCookie(name: string): boolean {
    return this.cookies.has(name);
  }

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const isExpired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (isExpired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(
    path: string,
    init: {
      method?: 'GET' | 'POST';
      json?: unknown;
      form?: Record<string, string>;
      headers?: Record<string, string>;
      baseUrl?: string;
      timeoutMs?: number;
    } = {},
  ): Promise<Answer> {
    const base = init.baseUrl ?? this.baseUrl;
    const headers: Record<string, string> = {
      origin: base,
      'x-forwarded-for': this.address ?? uniqueAddress(),
      ...init.headers,
    };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
    });
    this.keep(response);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      // Pages answer HTML.
    }
    return { status: response.status, body: parsed, ms: performance.now() - started };
  }

  /** Logs in through next-auth's credentials callback; answers the callback's status and error, if any. */
  async logIn(
    email: string,
    password: string,
    baseUrl = this.baseUrl,
  ): Promise<{ ok: boolean; error?: string }> {
    const csrf = await this.request('/api/auth/csrf', { baseUrl });
    const { csrfToken } = csrf.body as { csrfToken: string };
    const answer = await this.request('/api/auth/callback/credentials', {
      baseUrl,
      form: { csrfToken, email, password, json: 'true', callbackUrl: baseUrl },
    });
    const url = (answer.body as { url?: string }).url ?? '';
    const error = new URL(url, baseUrl).searchParams.get('error') ?? undefined;
    return { ok: answer.status === 200 && !error, ...(error ? { error } : {}) };
  }

  async signOut(baseUrl = this.baseUrl): Promise<number> {
    const csrf = await this.request('/api/auth/csrf', { baseUrl });
    const { csrfToken } = csrf.body as { csrfToken: string };
    const answer = await this.request('/api/auth/signout', {
      baseUrl,
      form: { csrfToken, callbackUrl: baseUrl, json: 'true' },
    });
    return answer.status;
  }

  /** The signed-in user's id on that instance, or null when signed out. */
  async sessionUserId(baseUrl = this.baseUrl): Promise<string | null> {
    const answer = await this.request('/api/auth/session', { baseUrl });
    return (answer.body as { user?: { id?: string } } | null)?.user?.id ?? null;
  }
}

let userCounter = 0;
export const PASSWORD = 'resilient-pass-123';

/** A new e-mail address, unique per run. */
export function newEmail(label: string): string {
  userCounter += 1;
  return `${label}-${process.pid}-${Date.now()}-${userCounter}@example.com`;
}

/** Signs a new account up and verifies it with the code from its mail; answers its e-mail. */
export async function verifiedAccount(client: Client, mail: MailServer, label: string): Promise<string> {
  const email = newEmail(label);
  const signUp = await client.request('/api/auth/signup', {
    json: { email, password: PASSWORD, agreement: true },
  });
  if (signUp.status !== 200)
    throw new Error(`sign-up answered ${signUp.status}: ${JSON.stringify(signUp.body)}`);
  const code = await waitForCode(mail, email);
  const verify = await client.request('/api/auth/verify-email', { json: { email, verificationCode: code } });
  if (verify.status !== 200)
    throw new Error(`verify answered ${verify.status}: ${JSON.stringify(verify.body)}`);
  return email;
}

export async function waitForCode(
  mail: MailServer,
  email: string,
  after = 0,
  timeoutMs = 20_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mail.mails.filter((m) => m.to.includes(email.toLowerCase()));
    if (mails.length > after) {
      const code = mail.latestCode(email);
      if (code) return code;
    }
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
