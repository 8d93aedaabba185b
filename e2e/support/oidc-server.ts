// The end-to-end suite's identity provider: a real OpenID Connect provider (oidc-provider) on loopback, standing
// in for Cognito's hosted UI with Google. Its development log-in form accepts any login, which is taken as the
// user's e-mail, verified. The authorisation requests it receives can be read at /e2e/authorize-requests.
import Provider from 'oidc-provider';

const port = Number(process.env.E2E_OIDC_PORT);
const appUrl = process.env.E2E_APP_URL!;
const issuer = `http://127.0.0.1:${port}`;
const authorizeRequests: string[] = [];

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'rampart-e2e',
      client_secret: 'rampart-e2e-secret',
      redirect_uris: [`${appUrl}/api/auth/callback/cognito`],
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
  if (context.path === '/auth') authorizeRequests.push(context.querystring);
  await next();
});

provider.listen(port, '127.0.0.1');
