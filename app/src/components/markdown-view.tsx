/**
 * Renders a learner's markdown (core spec 5): GitHub-style tables, single newlines kept as line
 * breaks, no raw HTML (react-markdown escapes it; `skipHtml` drops it), links that open safely.
 * `![caption](photo:N)` shows the entry's own photo N where it is written (issue 33); given no
 * such photo it shows nothing. If rendering throws, the text falls back to plain paragraphs so
 * nothing written is hidden.
 */
import { Component, useMemo, type ComponentProps, type ReactNode } from 'react';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { clsx } from 'clsx';
import { photoIndexOf } from '@learnlog/shared';
import { remarkWikiLinks, wikiTarget } from './remark-wiki-links';

/** Only these link schemes are followed; anything else (javascript:, data:) is dropped. */
const SAFE_LINK = /^(https?:|mailto:|\/|#)/i;

export function safeHref(href: string | undefined): string | undefined {
  if (!href) return undefined;
  return SAFE_LINK.test(href.trim()) ? href : undefined;
}

function ExternalLink({ node: _node, href, ...props }: ComponentProps<'a'> & { node?: unknown }) {
  return <a className="font-medium text-brand-ink underline underline-offset-2" href={safeHref(href)} target="_blank" rel="noopener noreferrer nofollow" {...props} />;
}

/** `photo:N` is kept for the image renderer to resolve; every other address as react-markdown's default. */
const urlTransform = (url: string): string => (photoIndexOf(url) === null ? defaultUrlTransform(url) : url);

/**
 * An image: one of the entry's `photos` where the content names it (whole, never cropped, at
 * most about a screen tall), else a web or data address; anything else, or a photo the entry
 * does not have, shows nothing.
 */
function MarkdownImage({ src, alt, photos }: { src: unknown; alt: string | undefined; photos?: readonly string[] | undefined }) {
  if (typeof src !== 'string') return null;
  const index = photoIndexOf(src);
  if (index !== null) {
    const photo = photos?.[index];
    if (!photo) return null;
    return (
      <img
        src={photo}
        alt={alt?.trim() || `Photo ${index + 1}`}
        loading="lazy"
        data-photo={index + 1}
        className="my-3 block h-auto max-h-[70vh] w-auto max-w-full rounded-xl border border-line"
      />
    );
  }
  return safeHref(src) || src.startsWith('data:image/') ? <img src={src} alt={alt ?? ''} loading="lazy" className="my-3 max-h-96 rounded-xl" /> : null;
}

const components: Components = {
  // pre-wrap keeps the learner's single line breaks (remark-breaks is not installed).
  p: ({ node: _node, ...props }) => <p className="my-3 whitespace-pre-wrap first:mt-0 last:mb-0" {...props} />,
  h1: ({ node: _node, ...props }) => <h1 className="mt-5 mb-3 text-2xl font-bold tracking-tight first:mt-0" {...props} />,
  h2: ({ node: _node, ...props }) => <h2 className="mt-5 mb-2 text-xl font-semibold tracking-tight first:mt-0" {...props} />,
  h3: ({ node: _node, ...props }) => <h3 className="mt-4 mb-2 text-lg font-semibold first:mt-0" {...props} />,
  h4: ({ node: _node, ...props }) => <h4 className="mt-4 mb-2 font-semibold first:mt-0" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-3 list-disc space-y-1 pl-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-3 list-decimal space-y-1 pl-6" {...props} />,
  li: ({ node: _node, ...props }) => <li className="whitespace-pre-wrap" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-3 border-l-4 border-brand-300 pl-4 text-ink-muted italic" {...props} />
  ),
  a: ExternalLink,
  code: ({ node: _node, className, ...props }) => (
    <code className={clsx('rounded bg-surface-muted px-1 py-0.5 font-mono text-[0.9em]', className)} {...props} />
  ),
  pre: ({ node: _node, ...props }) => (
    // Focusable, so a keyboard can scroll a long line.
    <pre tabIndex={0} className="my-3 overflow-x-auto rounded-xl bg-surface-muted p-3 text-sm [&>code]:bg-transparent [&>code]:p-0" {...props} />
  ),
  table: ({ node: _node, ...props }) => (
    <div className="my-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Table">
      <table className="w-full border-collapse text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => <th className="border border-line bg-surface-muted px-3 py-1.5 text-left font-semibold" {...props} />,
  td: ({ node: _node, ...props }) => <td className="border border-line px-3 py-1.5 align-top" {...props} />,
  hr: ({ node: _node, ...props }) => <hr className="my-5 border-line" {...props} />,
  img: ({ node: _node, src, alt }) => <MarkdownImage src={src} alt={alt} />,
};

const GFM = [remarkGfm];
const GFM_AND_WIKI_LINKS = [remarkGfm, remarkWikiLinks];

function PlainParagraphs({ markdown }: { markdown: string }) {
  return (
    <>
      {markdown
        .split(/\n{2,}/)
        .filter((block) => block.trim())
        .map((block, index) => (
          <p key={index} className="my-3 whitespace-pre-wrap first:mt-0">
            {block}
          </p>
        ))}
    </>
  );
}

class MarkdownBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** How a `[[Title]]` link reads: the title linked to and the text shown. */
type WikiLinkRenderer = (target: string, shown: ReactNode) => ReactNode;

export interface MarkdownViewProps extends Omit<ComponentProps<'div'>, 'children'> {
  markdown: string;
  /** Renders `[[links]]`; without it they read as the text written. */
  renderWikiLink?: WikiLinkRenderer;
  /** The entry's photos, drawn where the markdown names them (`![caption](photo:N)`); without them those images are left out. */
  photos?: readonly string[];
}

export function MarkdownView({ markdown, className, renderWikiLink, photos, ...rest }: MarkdownViewProps) {
  const shown = useMemo<Components>(
    () => ({
      ...components,
      ...(renderWikiLink && {
        a: (props) => {
          const target = wikiTarget(props.href);
          return target === null ? <ExternalLink {...props} /> : renderWikiLink(target, props.children);
        },
      }),
      ...(photos && { img: ({ node: _node, src, alt }) => <MarkdownImage src={src} alt={alt} photos={photos} /> }),
    }),
    [renderWikiLink, photos],
  );
  return (
    <div className={clsx('text-ink break-words', className)} {...rest}>
      <MarkdownBoundary key={markdown} fallback={<PlainParagraphs markdown={markdown} />}>
        <Markdown remarkPlugins={renderWikiLink ? GFM_AND_WIKI_LINKS : GFM} skipHtml urlTransform={urlTransform} components={shown}>
          {markdown}
        </Markdown>
      </MarkdownBoundary>
    </div>
  );
}
