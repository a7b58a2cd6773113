import { describe, expect, it } from 'vitest';
import { appForTests } from '../test/test-app';

const { testApp } = appForTests({ env: { PUBLIC_URL: 'https://portal.example.nz' } });

describe('discovery', () => {
  it('publishes the endpoints and choices of decision 004', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/idp/.well-known/openid-configuration',
    });
    expect(response.statusCode).toBe(200);
    const base = 'https://portal.example.nz/idp';
    expect(response.json()).toMatchObject({
      issuer: base,
      authorization_endpoint: `${base}/connect/authorize`,
      token_endpoint: `${base}/connect/token`,
      end_session_endpoint: `${base}/connect/endsession`,
      jwks_uri: `${base}/jwks`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      id_token_signing_alg_values_supported: ['ES256'],
      scopes_supported: ['openid', 'offline_access'],
    });
    const document = response.json<{
      grant_types_supported: string[];
      claims_supported: string[];
    }>();
    expect(document.grant_types_supported).toEqual(['authorization_code', 'refresh_token']);
    expect(document.claims_supported).toEqual(
      expect.arrayContaining(['sub', 'pool', 'email', 'name']),
    );
    expect(document).not.toHaveProperty('userinfo_endpoint');
  });

  it('publishes one ES256 public key and never its private part', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/idp/jwks' });
    const { keys } = response.json<{ keys: Record<string, string>[] }>();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('keeps the request guid on oidc-provider’s responses', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/idp/jwks',
      headers: { 'request-guid': 'guid-idp' },
    });
    expect(response.headers['request-guid']).toBe('guid-idp');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('answers an unknown /idp path with a 404, not the web app', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/idp/nothing-here?x=1',
      headers: { 'request-guid': 'guid-404' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Page Not Found: /idp/nothing-here',
      requestGuid: 'guid-404',
    });
  });
});
