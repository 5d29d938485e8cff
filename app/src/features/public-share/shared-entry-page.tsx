import { PublicPageFrame } from './public-page-frame';

/** /journal/:shareId: one publicly shared entry (built by the sharing work). */
export default function SharedEntryPage() {
  return (
    <PublicPageFrame>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Shared Journal Entry</h1>
    </PublicPageFrame>
  );
}
