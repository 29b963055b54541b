// Path secrets (issue 21, M1): every route of the contracts whose path carries a token has it redacted in any text
// a log line may hold, whatever the letter case; other paths are left as they are.
import { allRouteContracts, pathParameterNames, routePath } from '@sumaa/contracts';
import { redactRequestUrl, redactSecretPaths } from '../request-log-redaction';

const SECRET = 'Zk3_secret-VALUE.123';

describe('redactSecretPaths', () => {
  const withToken = allRouteContracts.filter((contract) =>
    pathParameterNames(contract.path).includes('token'),
  );

  it('finds the invitation routes among the contracts', () => {
    expect(withToken.map((contract) => `${contract.method} ${contract.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/team-members/complete/:token',
        'POST /api/team-members/complete/:token',
        'POST /api/team-members/accept/:token',
      ]),
    );
  });

  it.each(withToken.map((contract) => [contract.method, contract.path]))(
    'redacts the token of %s %s in a URL, a message and a JSON line',
    (_method, path) => {
      const url = routePath({ path }, { token: SECRET });
      expect(redactRequestUrl(`${url}?lang=ar`)).toBe(`${url.replace(SECRET, '[redacted]')}?lang=ar`);
      const line = JSON.stringify({ msg: `Route PATCH:${url.toUpperCase()} not found`, url: `${url}/` });
      expect(redactSecretPaths(line)).not.toMatch(new RegExp(SECRET, 'i'));
      expect(JSON.parse(redactSecretPaths(line)).url).toBe(`${url.replace(SECRET, '[redacted]')}/`);
    },
  );

  it('redacts the invitation link of the e-mail and leaves other paths alone', () => {
    expect(redactSecretPaths(`open http://app.sumaa.test/invite/${SECRET} now`)).toBe(
      'open http://app.sumaa.test/invite/[redacted] now',
    );
    for (const path of [
      '/api/team-members/invite',
      '/api/team-members/invitations/42/resend',
      '/api/Plans',
    ]) {
      expect(redactSecretPaths(path)).toBe(path);
    }
  });
});
