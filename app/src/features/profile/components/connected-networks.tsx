import { ExternalLink } from 'lucide-react';
import { connectedNetworks, type SocialValues } from '../data/social-networks';

/** The preview of the networks the learner has filled in (live, before saving). */
export function ConnectedNetworks({ values }: { values: SocialValues }) {
  const networks = connectedNetworks(values);
  return (
    <section aria-labelledby="connected-networks-heading" className="card p-5 sm:p-6">
      <h2 id="connected-networks-heading" className="text-lg font-semibold text-ink">
        Connected Networks
      </h2>
      {networks.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">No social media profiles connected</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2" data-testid="connected-networks">
          {networks.map((network) => (
            <li key={network.field} className="max-w-full min-w-0">
              <a
                href={network.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full border border-line bg-surface-muted px-3 text-sm text-ink hover:border-brand-300"
              >
                <span className="font-semibold">{network.name}</span>
                <span className="truncate text-ink-muted">{network.value}</span>
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 text-ink-muted" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
