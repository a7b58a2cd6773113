import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';

/**
 * Consent for the portal's own client is implied: nobody is asked, the grant simply holds
 * the scopes the client may have (openid, offline_access) among those it asked for.
 */
export async function grantAccess(
  provider: Provider,
  details: Interaction,
  accountId: string,
): Promise<string> {
  const clientId = String(details.params.client_id);
  const existing =
    details.grantId === undefined ? undefined : await provider.Grant.find(details.grantId);
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  const requested = typeof details.params.scope === 'string' ? details.params.scope.split(' ') : [];
  const allowed = requested.filter(
    (scope: string) => scope === 'openid' || scope === 'offline_access',
  );
  grant.addOIDCScope(allowed.join(' '));
  return grant.save();
}
