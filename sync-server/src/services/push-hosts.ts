/**
 * The push services the server may call (PUSH_ALLOWED_HOSTS): an endpoint is a URL the browser
 * hands the learner, so without this list a learner could make the server send requests anywhere.
 */
function allowedHostList(setting: string): string[] {
  return setting
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** An https URL whose host is listed, or a subdomain of a `*.` entry (`*.notify.windows.com`). */
export function isAllowedPushEndpoint(endpoint: string, setting: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return allowedHostList(setting).some((allowed) => (allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) && host.length > allowed.length - 1 : host === allowed));
}
