/**
 * /premium-templates (accounts spec, Premium Templates): browse by category, search, favourite,
 * and start a journal entry from a template. The catalogue is kept on the device, so browsing
 * and 'Use Template' work offline once the screen has been opened online.
 */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PremiumTemplate } from '@learnlog/shared';
import { PageLoader } from '../../components/page-loader';
import { isNetworkError } from '../../lib/api-client';
import { useOnline } from '../../sync/use-sync-state';
import { useSignedInUser } from '../auth';
import { OfflineNotice } from '../../components/offline-notice';
import { PageHeader } from '../../components/page-header';
import { PremiumUpsell } from '../../components/premium-upsell';
import { isPremiumRequired, usePremium } from '../learn-plans';
import { TemplateCard } from './components/template-card';
import { TemplateFiltersBar } from './components/template-filters-bar';
import { applyFilter, isSearchQuery, matchesQuery, type TemplateFilter } from './data/template-filters';
import { useFavoriteIds, useTemplateCatalogue, useTemplateSearch, useToggleFavorite } from './data/use-templates';

const TITLE = 'Premium Templates';
const SUBTITLE = 'Proven structures for daily logs, reviews, debriefs and habits: pick one and start writing.';
const OFFLINE_WITH_COPY = 'You are offline: these are the templates saved on this device. Favorites need a connection.';
const OFFLINE_WITHOUT_COPY = 'Templates need a connection the first time. Open this screen online once and they stay on this device.';

export default function PremiumTemplatesPage() {
  const { id: userId } = useSignedInUser();
  const premium = usePremium();
  const online = useOnline();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<TemplateFilter>('all');

  const catalogue = useTemplateCatalogue(userId, premium);
  const favorites = useFavoriteIds(userId, premium);
  const fromDevice = !online || catalogue.data?.fromDevice === true;
  const searching = isSearchQuery(query);
  const search = useTemplateSearch(query, premium && !fromDevice);
  const toggleFavorite = useToggleFavorite(userId);

  const header = <PageHeader title={TITLE} subtitle={SUBTITLE} />;
  const frame = (body: ReactNode) => (
    <section className="mx-auto w-full max-w-6xl space-y-6">
      {header}
      {body}
    </section>
  );

  if (!premium || isPremiumRequired(catalogue.error)) {
    return frame(
      <PremiumUpsell feature={TITLE} description="50+ templates for daily learning, weekly and monthly reviews, failure reviews, project debriefs and habit tracking." />,
    );
  }
  if (catalogue.isPending) return frame(<PageLoader label="Loading templates…" />);
  if (catalogue.isError) {
    return frame(
      isNetworkError(catalogue.error) ? (
        <OfflineNotice>{OFFLINE_WITHOUT_COPY}</OfflineNotice>
      ) : (
        <p role="alert" className="text-danger">
          {catalogue.error.message}
        </p>
      ),
    );
  }

  const { templates, categories } = catalogue.data;
  const favoriteIds = new Set(favorites.data ?? []);
  let found: PremiumTemplate[] | undefined = templates;
  if (searching) found = fromDevice ? templates.filter((t) => matchesQuery(t, query)) : search.data;
  const shown = found && applyFilter(found, filter, favoriteIds);

  return frame(
    <>
      {fromDevice && <OfflineNotice>{OFFLINE_WITH_COPY}</OfflineNotice>}
      <TemplateFiltersBar
        query={query}
        onQueryChange={setQuery}
        filter={filter}
        onFilterChange={setFilter}
        categories={categories}
        favoriteCount={favoriteIds.size}
      />
      {templates.length === 0 ? (
        <p className="card p-8 text-center text-ink-muted">No templates available</p>
      ) : !shown ? (
        search.isError ? (
          <p role="alert" className="text-danger">
            {search.error.message}
          </p>
        ) : (
          <PageLoader label="Searching…" />
        )
      ) : shown.length === 0 ? (
        <p className="card p-8 text-center text-ink-muted">No templates found</p>
      ) : (
        <ul aria-label="Templates" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((template) => (
            <li key={template.id} className="flex">
              <TemplateCard
                template={template}
                favorite={favoriteIds.has(template.id)}
                canFavorite={!fromDevice}
                onToggleFavorite={() => toggleFavorite.mutate({ templateId: template.id, favorite: !favoriteIds.has(template.id) })}
                onUse={() => void navigate(`/new-entry?template=${template.id}`)}
              />
            </li>
          ))}
        </ul>
      )}
    </>,
  );
}
