/**
 * What the new-entry editor starts from when a learner starts from a premium template
 * (`/new-entry?template=ID`): the template from the device cache, else from the server. Its usage
 * count is bumped once per template id (online, best effort: offline the entry still starts).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PremiumTemplate } from '@learnlog/shared';
import { useSignedInUser } from '../../auth';
import { markTemplateUsed } from './template-api';
import { findCachedTemplate, updateCachedTemplate } from './template-cache';

interface TemplatePrefillValues {
  title: string;
  content: string;
  tags: string[];
}

export interface TemplatePrefill {
  status: 'idle' | 'loading' | 'ready' | 'missing';
  values?: TemplatePrefillValues;
}

const toValues = (t: PremiumTemplate): TemplatePrefillValues => ({ title: t.title, content: t.template, tags: [...t.tags] });

export function useTemplatePrefill(templateId: number | null): TemplatePrefill {
  const { id: userId } = useSignedInUser();
  const cached = useMemo(() => (templateId === null ? undefined : findCachedTemplate(userId, templateId)), [userId, templateId]);
  const [fetched, setFetched] = useState<{ id: number; template: PremiumTemplate | null } | null>(null);
  // One bump per template id, even when React runs the effect twice (StrictMode) or re-renders.
  const bump = useRef<{ id: number; done: Promise<PremiumTemplate | null> } | null>(null);

  useEffect(() => {
    if (templateId === null) return;
    if (bump.current?.id !== templateId) {
      const done = markTemplateUsed(templateId).then(
        (template) => {
          updateCachedTemplate(userId, template);
          return template;
        },
        () => null,
      );
      bump.current = { id: templateId, done };
    }
    let current = true;
    void bump.current.done.then((template) => {
      if (current) setFetched({ id: templateId, template });
    });
    return () => {
      current = false;
    };
  }, [templateId, userId]);

  if (templateId === null) return { status: 'idle' };
  if (cached) return { status: 'ready', values: toValues(cached) };
  if (fetched?.id !== templateId) return { status: 'loading' };
  return fetched.template ? { status: 'ready', values: toValues(fetched.template) } : { status: 'missing' };
}
