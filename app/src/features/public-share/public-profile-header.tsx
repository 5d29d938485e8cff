import { ExternalLink } from 'lucide-react';
import { publicDisplayName, type PublicProfile } from '@learnlog/shared';
import { socialLinks } from './social-links';

export function PublicProfileHeader({ profile }: { profile: PublicProfile }) {
  const name = publicDisplayName(profile);
  const links = socialLinks(profile);
  const initial = (profile.firstName?.trim() || profile.username).charAt(0).toUpperCase();
  return (
    <header className="flex flex-col items-center text-center sm:flex-row sm:items-start sm:gap-6 sm:text-left">
      {profile.profileImageUrl ? (
        <img src={profile.profileImageUrl} alt="" className="size-20 shrink-0 rounded-full object-cover shadow-sm" />
      ) : (
        <span aria-hidden="true" className="grid size-20 shrink-0 place-items-center rounded-full bg-brand text-3xl font-bold text-white shadow-sm">
          {initial}
        </span>
      )}
      <div className="mt-4 min-w-0 sm:mt-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{name}'s Learning Journey</h1>
        <p className="mt-1 text-ink-muted">@{profile.username}</p>
        {profile.sharePageBio && <p className="mt-3 max-w-2xl whitespace-pre-line">{profile.sharePageBio}</p>}
        {links.length > 0 && (
          <ul className="mt-4 flex flex-wrap justify-center gap-2 sm:justify-start" aria-label="Social links">
            {links.map((link) => (
              <li key={link.field}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer nofollow me"
                  className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-sm font-medium hover:bg-surface-muted"
                >
                  {link.label}
                  <ExternalLink aria-hidden="true" className="size-3.5 text-ink-muted" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </header>
  );
}
