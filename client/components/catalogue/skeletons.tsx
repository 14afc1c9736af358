// Placeholders shown while a catalogue page's data is on its way.

export function CardGridSkeleton({ count = 6, label = 'טוען כלים...' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" data-testid="skeleton">
      <span className="sr-only">{label}</span>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="card flex flex-col gap-3 p-5">
            <div className="flex items-center gap-3">
              <div className="skeleton size-11" />
              <div className="skeleton h-5 w-1/2" />
            </div>
            <div className="skeleton h-4 w-full" />
            <div className="skeleton h-4 w-4/5" />
            <div className="flex gap-2">
              <div className="skeleton h-6 w-16" />
              <div className="skeleton h-6 w-20" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function DetailSkeleton({ label = 'טוען...' }: { label?: string }) {
  return (
    <div className="container-page py-10" role="status" aria-live="polite" data-testid="skeleton">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="flex flex-col gap-4">
        <div className="flex items-center gap-4">
          <div className="skeleton size-16" />
          <div className="skeleton h-9 w-64 max-w-full" />
        </div>
        <div className="skeleton h-5 w-full max-w-2xl" />
        <div className="skeleton h-5 w-3/4 max-w-xl" />
        <div className="mt-6 grid gap-5 md:grid-cols-2">
          <div className="skeleton h-40" />
          <div className="skeleton h-40" />
        </div>
      </div>
    </div>
  );
}

export function ListSkeleton({ rows = 5, label = 'טוען...' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" data-testid="skeleton">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="flex flex-col gap-3">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="skeleton h-16" />
        ))}
      </div>
    </div>
  );
}
