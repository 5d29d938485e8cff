import { Library, NotebookPen, Share2, Target } from 'lucide-react';

const BLURBS = [
  { icon: Library, title: 'Track Resources', text: 'Keep the books, courses, videos and articles you learn from in one list.' },
  { icon: Target, title: 'Set Goals', text: 'Give your learning a direction with goals and target dates.' },
  { icon: NotebookPen, title: 'Journal Progress', text: 'Write down what you learn in a few lines, with tags and links.' },
  { icon: Share2, title: 'Share Journey', text: 'Publish a public page, or share a single entry with a link.' },
] as const;

export function WelcomeStep() {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {BLURBS.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3 rounded-xl border border-line p-3.5">
          <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand-ink">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span>
            <span className="block text-sm font-semibold">{title}</span>
            <span className="mt-0.5 block text-sm text-ink-muted">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
