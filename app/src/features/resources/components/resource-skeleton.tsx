/** Placeholder cards while the device database answers the first read. */
export function ResourceGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card h-40 animate-pulse p-4">
          <div className="h-5 w-20 rounded-full bg-surface-muted" />
          <div className="mt-4 h-4 w-3/4 rounded bg-surface-muted" />
          <div className="mt-2 h-4 w-1/2 rounded bg-surface-muted" />
        </li>
      ))}
    </ul>
  );
}
