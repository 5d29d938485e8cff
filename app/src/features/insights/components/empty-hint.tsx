/** What an empty insight will show, and the one step that fills it. */
import { Link } from 'react-router-dom';

export function EmptyHint({ children, to, action }: { children: string; to: string; action: string }) {
  return (
    <>
      <p>{children}</p>
      <Link to={to} className="mt-2 inline-flex min-h-11 items-center font-medium text-brand-ink hover:underline">
        {action}
      </Link>
    </>
  );
}
