import { useParams } from 'react-router-dom';
import { PublicPageFrame } from './public-page-frame';

/** /share/:username: a learner's public page (built by the sharing work). */
export default function PublicSharePage() {
  const { username } = useParams();
  return (
    <PublicPageFrame>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Learning Journey</h1>
      <p className="mt-2 text-ink-muted">@{username}</p>
    </PublicPageFrame>
  );
}
