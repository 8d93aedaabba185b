// The end-to-end suite's identity provider: a real OpenID Connect provider (oidc-provider) on loopback, standing
// in for Cognito's hosted UI with Google. Its development log-in form accepts any login, which is taken as the
// user's e-mail, verified. The authorisation requests it receives can be read at /e2e/authorize-requests.
// POST /e2e/slow?ms=N&for=M makes it send its discovery document (which the app reads at each sign-in and each
// callback) N ms late for the next M ms, as a provider across the internet does on a bad day; GET /e2e/slow tells
// how many it delayed so.
// E2E_APP_URLS names the apps it signs in to, separated by commas: each is a redirect address of its one client.
import Provider from 'oidc-provider';

const port = Number(process.env.E2E_OIDC_PORT);
const appUrls = process.env.E2E_APP_URLS!.split(',');
const issuer = `http://127.0.0.1:${port}`;
const authorizeRequests: string[] = [];
let slow = { delayMs: 0, untilMs: 0, delayed: 0 };

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'rampart-e2e',
      client_secret: 'rampart-e2e-secret',
      redirect_uris: appUrls.map((appUrl) => `${appUrl}/api/auth/callback/cognito`),
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  scopes: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  extraParams: ['identity_provider'],
  pkce: { required: () => true },
  findAccount: (_context, id) => ({
    accountId: id,
    claims: () => ({ sub: id, email: id, email_verified: true, name: id.split('@')[0] }),
  }),
  features: { devInteractions: { enabled: true } },
  // The identity token carries the claims, as Cognito's does.
  conformIdTokenClaims: false,
});
provider.proxy = false;

provider.use(async (context, next) => {
  if (context.path === '/e2e/authorize-requests') {
    context.body = authorizeRequests;
    return;
  }
  if (context.path === '/e2e/slow') {
    if (context.method === 'POST') {
      const ms = (name: string) => Number(context.query[name]);
      slow = { delayMs: ms('ms'), untilMs: Date.now() + ms('for'), delayed: 0 };
    }
    context.body = { delayed: slow.delayed };
    return;
  }
  if (context.path === '/.well-known/openid-configuration' && Date.now() < slow.untilMs) {
    slow.delayed += 1;
    await new Promise((resolve) => setTimeout(resolve, slow.delayMs));
  }
  if (context.path === '/auth') authorizeRequests.push(context.querystring);
  await next();
});

provider.listen(port, '127.0.0.1');
