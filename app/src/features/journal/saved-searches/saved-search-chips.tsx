/**
 * The learner's saved searches as a row of chips above the journal list: a tap applies one, its
 * menu renames or deletes it; "Save search" keeps the search and filters now active.
 */
import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bookmark, BookmarkPlus, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { clsx } from 'clsx';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { useDatabase } from '../../../sync/sync-context';
import { CHIP, chipState } from '../components/journal-filters';
import { isFiltered, type JournalFilter } from '../data/journal-filter';
import { defaultSearchName, deleteSavedSearch, filterOfSavedSearch, queryOfFilter, renameSavedSearch, saveSearch, type LocalSavedSearch } from './saved-search-writes';
import { SearchNameDialog } from './search-name-dialog';
import { useSavedSearches } from './use-saved-searches';

const MENU_ITEM = 'flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm font-medium outline-none select-none';

export function SavedSearchChips({ filter, onApply }: { filter: JournalFilter; onApply: (filter: JournalFilter) => void }) {
  const db = useDatabase();
  const searches = useSavedSearches() ?? [];
  const [saving, setSaving] = useState(false);
  const [renaming, setRenaming] = useState<LocalSavedSearch | null>(null);
  const [deleting, setDeleting] = useState<LocalSavedSearch | null>(null);
  const current = queryOfFilter(filter);
  const canSave = isFiltered(filter) && !searches.some((search) => search.query === current);
  if (searches.length === 0 && !canSave) return null;
  return (
    <div className="-mx-4 flex items-center gap-2 overflow-x-auto pr-4 pb-1 pl-4 sm:mx-0 sm:flex-wrap sm:px-0">
      {searches.length > 0 && (
        <ul aria-label="Saved searches" className="flex gap-2 sm:flex-wrap">
          {searches.map((search) => {
            const active = search.query === current;
            return (
              <li key={search.id} className={clsx(CHIP, chipState(active), 'max-w-64 gap-0 pr-0.5')}>
                <button type="button" aria-pressed={active} onClick={() => onApply(filterOfSavedSearch(search))} className="inline-flex min-h-9 min-w-0 items-center gap-1.5">
                  <Bookmark aria-hidden="true" className={clsx('size-3.5 shrink-0', active && 'fill-current')} />
                  <span className="truncate">{search.name}</span>
                </button>
                <DropdownMenu.Root modal={false}>
                  <DropdownMenu.Trigger aria-label={`Options for ${search.name}`} className="ml-0.5 grid size-8 shrink-0 place-items-center rounded-full hover:bg-black/10">
                    <MoreVertical aria-hidden="true" className="size-4" />
                  </DropdownMenu.Trigger>
                  <DropdownMenu.Portal>
                    <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-40 rounded-xl border border-line bg-surface p-1 shadow-lg">
                      <DropdownMenu.Item onSelect={() => setRenaming(search)} className={clsx(MENU_ITEM, 'text-ink data-[highlighted]:bg-brand-soft')}>
                        <Pencil aria-hidden="true" className="size-4" />
                        Rename
                      </DropdownMenu.Item>
                      <DropdownMenu.Item onSelect={() => setDeleting(search)} className={clsx(MENU_ITEM, 'text-danger data-[highlighted]:bg-danger-soft')}>
                        <Trash2 aria-hidden="true" className="size-4" />
                        Delete
                      </DropdownMenu.Item>
                    </DropdownMenu.Content>
                  </DropdownMenu.Portal>
                </DropdownMenu.Root>
              </li>
            );
          })}
        </ul>
      )}
      {canSave && (
        <button type="button" onClick={() => setSaving(true)} className={clsx(CHIP, chipState(false), 'border-dashed')}>
          <BookmarkPlus aria-hidden="true" className="size-3.5" />
          Save search
        </button>
      )}
      {saving && (
        <SearchNameDialog
          title="Save search"
          description="Keep this search and its filters one tap away, on all your devices."
          initialName={defaultSearchName(filter)}
          action="Save"
          onSubmit={async (name) => void (await saveSearch(db, name, filter))}
          onClose={() => setSaving(false)}
        />
      )}
      {renaming && (
        <SearchNameDialog
          title="Rename saved search"
          description="The search and its filters stay as they are."
          initialName={renaming.name}
          action="Rename"
          onSubmit={(name) => renameSavedSearch(db, renaming.id, name)}
          onClose={() => setRenaming(null)}
        />
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete saved search?"
        description={`"${deleting?.name ?? ''}" goes from all your devices. Your entries stay.`}
        onConfirm={() => {
          if (deleting) void deleteSavedSearch(db, deleting.id);
          setDeleting(null);
        }}
      />
    </div>
  );
}
