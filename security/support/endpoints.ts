// Every product endpoint behind the route wrapper, with a body or query that it would accept: the suites send
// these, or hostile variants of them.

export interface Endpoint {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** `user`: needs a session; `optional`: serves visitors too; `none`: no session read. */
  readonly auth: 'user' | 'optional' | 'none';
  /** A JSON body (POST) or query (GET) the endpoint accepts. */
  readonly sample: Record<string, unknown>;
  readonly multipart?: boolean;
  /** The address to request, where the path has parameters (`[id]`); else the path itself. */
  readonly url?: string;
}

/** Where a request to the endpoint goes. */
export const urlOf = (endpoint: Endpoint): string => endpoint.url ?? endpoint.path;

const post = (path: string, auth: Endpoint['auth'], sample: Record<string, unknown> = {}): Endpoint => ({
  method: 'POST',
  path,
  auth,
  sample,
});
const get = (path: string, auth: Endpoint['auth'], sample: Record<string, unknown> = {}): Endpoint => ({
  method: 'GET',
  path,
  auth,
  sample,
});

const email = 'someone@security.rampart.test';
const evm = '0x52908400098527886e0f7030069857d2e4169ee7';
const uuid = '6f1c1f64-5a4f-4f3e-9c5e-2f8d3f0b9a11';

export const ENDPOINTS: readonly Endpoint[] = [
  post('/api/auth/signup', 'none', { email, password: 'abcdefg123' }),
  post('/api/auth/forgot-password', 'none', { email }),
  post('/api/auth/reset-forgotten-password', 'none', { email, code: '123456', newPassword: 'abcdefg123' }),
  post('/api/auth/verify-email', 'none', { email, verificationCode: '123456' }),
  post('/api/auth/resend-confirmation', 'none', { email }),
  post('/api/errors', 'none', { title: 'Oops', description: 'broken', trace: '' }),
  post('/api/impersonation-tool/create', 'user', { impersonatingUserId: uuid }),
  post('/api/impersonation-tool/delete', 'user', { adminId: uuid }),
  get('/api/impersonation-tool/log', 'user'),
  // Corrections (issue 24).
  post('/api/corrections/create', 'user', {
    projectId: 'bitcoin',
    claimKind: 'signal',
    claimRef: 'market_cap_usd',
    reason: 'The market figure is out of date.',
    evidenceUrls: ['https://example.com/market'],
  }),
  post('/api/corrections/decide', 'user', { id: 1, decision: 'reject', reason: 'No evidence given.' }),
  get('/api/corrections/pending', 'user'),
  get('/api/corrections/log', 'none', { projectId: 'bitcoin' }),
  get('/api/corrections/ownership/token', 'user', { projectId: 'bitcoin' }),
  post('/api/corrections/ownership/verify', 'user', { projectId: 'bitcoin', method: 'file' }),
  post('/api/projects-list', 'none', { currentPage: 1, dataPerPage: 5 }),
  get('/api/projects/vote', 'none', { id: 'bitcoin', vote: 'yes' }),
  post('/api/projects/vote', 'none', { id: 'bitcoin', vote: 'yes' }),
  get('/api/projects/average-yes-percentage', 'none', { id: 'bitcoin' }),
  get('/api/projects/page-view', 'none', { projectId: 'bitcoin' }),
  get('/api/visitor', 'none'),
  post('/api/quote-requests', 'optional', {
    name: 'Ann Example',
    email,
    company: 'Example',
    services: ['security-audit'],
  }),
  get('/api/search-project', 'none', { keyword: 'bit' }),
  // The contract check: without an RPC endpoint it reads nothing and says so.
  get('/api/check', 'none', { address: '0x000000000000000000000000000000000000dEaD', chain: 'ethereum' }),
  // The public read API.
  get('/api/v1/projects', 'none', { limit: 5 }),
  { ...get('/api/v1/projects/[id]', 'none'), url: '/api/v1/projects/bitcoin' },
  { ...get('/api/v1/projects/[id]/history', 'none', { days: 30 }), url: '/api/v1/projects/bitcoin/history' },
  get('/api/v1/incidents', 'none', { chain: 'Ethereum' }),
  get('/api/v1/audits', 'none', { state: 'completed' }),
  get('/api/v1/methodology', 'none'),
  get('/api/v1/openapi.json', 'none'),
  get('/api/security-alerts/export', 'none', { sort: 'date' }),
  post('/api/security-alerts/report', 'optional', {
    project: 'Example',
    type: 'Other',
    description: 'Something happened to this project today.',
    evidenceUrl: 'https://example.test/report',
  }),
  get('/api/skynet/metric-latest', 'none', { name: 'exchanges(projectId=bitcoin)' }),
  get('/api/skynet/top-callers', 'none', { projectId: 'bitcoin' }),
  get('/api/skynet/top-events', 'none', { projectId: 'bitcoin' }),
  get('/api/skynet/top-function-calls', 'none', { projectId: 'bitcoin' }),
  get('/api/skynet/privileged-address', 'none', { address: evm }),
  get('/api/skynet/privileged-function', 'none', { address: evm }),
  get('/api/skynet/privileged-transaction', 'none', { address: evm }),
  get('/api/skynet/twitter-activity-by-dates', 'none', {
    projectId: 'bitcoin',
    type: 'tweets',
    dates: '2024-01-01',
  }),
  get('/api/skynet/wallets', 'none', { address: evm }),
  post('/api/sso-settings', 'optional', { id: null }),
  post('/api/sso-settings/update', 'user', { securityAlerts: true, scoreChanges: false, productNews: false }),
  post('/api/sso-settings/unsubscribe', 'none', { id: uuid }),
  post('/api/user/change-password', 'user', { oldPassword: 'abcdefg123', newPassword: 'abcdefg456' }),
  post('/api/user/events', 'optional', { eventName: 'page_view', properties: {} }),
  get('/api/user/profile', 'user'),
  post('/api/user/profile', 'user', { username: 'someone' }),
  { method: 'POST', path: '/api/user/profile/upload', auth: 'user', sample: {}, multipart: true },
  post('/api/user/profile/delete', 'user'),
  post('/api/user/sign-out-everywhere', 'user'),
  get('/api/user/survey', 'user'),
  post('/api/user/survey/upload', 'user', { userType: 'Retail Investor' }),
  get('/api/user/wallets', 'user'),
  post('/api/user/wallets/update', 'user', { wallets: [{ chain: 'evm', address: evm, label: 'x' }] }),
  get('/api/user/webhooks', 'user'),
  post('/api/user/webhooks/create', 'user', { url: 'https://hooks.example.test/rampart' }),
  post('/api/user/webhooks/delete', 'user', { id: uuid }),
  get('/api/watchlist', 'user'),
  post('/api/watchlist/create', 'user', { name: 'Mine', projects: [] }),
  post('/api/watchlist/update', 'user', { id: uuid, name: 'Other' }),
  post('/api/watchlist/delete', 'user', { id: uuid }),
  get('/api/watchlist/export', 'user', { id: uuid }),
  get('/api/flags', 'optional'),
];

/** The query string of a GET sample. */
export const query = (sample: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(sample).map(([key, value]) => [key, String(value)])).toString();

/** Endpoints that change state (or may): every POST. */
export const STATE_CHANGING = ENDPOINTS.filter((endpoint) => endpoint.method === 'POST');
