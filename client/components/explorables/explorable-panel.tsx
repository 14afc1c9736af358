import { type ComponentType, type ReactPromise, use } from 'react';
import { useLocation } from 'react-router';
import type { Explorable } from '../../../src/domain/explorables/explorable.ts';

// The explorable of a term page, each one its own chunk (docs/decisions/0034-explorables-on-demand.md):
// the route chunk carries only this loader, so the other term pages' first load does not pay for four
// explorables, and a term page with one pays only for its own. As the visualization panel does
// (client/visualizations/panel.tsx): loaded at start on the server, so the first HTML has the
// explorable's figures and forms for a reader without JavaScript; in the browser, hydration and client
// navigations wait for the chunk (no skeleton, no <Suspense> whose content React could outline).

type Kind = Explorable['kind'];
type ExplorerOf<K extends Kind> = ComponentType<{ data: Extract<Explorable, { kind: K }> }>;
type Load<K extends Kind = Kind> = ReactPromise<ExplorerOf<K> | null>;

/** Keep each a literal dynamic import: the bundler makes every explorable a chunk of its own. */
const MODULES: { [K in Kind]: () => Promise<ExplorerOf<K>> } = {
  tokens: () => import('./tokens-explorable.tsx').then((module) => module.TokensExplorer),
  temperature: () => import('./temperature-explorable.tsx').then((module) => module.TemperatureExplorer),
  embedding: () => import('./embedding-explorable.tsx').then((module) => module.EmbeddingExplorer),
  network: () => import('./network-explorable.tsx').then((module) => module.NetworkExplorer),
};

const loads = new Map<Kind, Load>();

/**
 * The explorable's component: loaded once. Once settled the promise is marked fulfilled (React's
 * thenable convention), so `use` reads it without suspending. A failed load (a chunk gone after a
 * deploy, a dropped connection) settles as null, and the next render tries again.
 */
function loadExplorer<K extends Kind>(kind: K): Load<K> {
  const known = loads.get(kind);
  if (known) return known as Load<K>;
  const load: Load<K> = MODULES[kind]().then(
    (component) => component,
    () => {
      loads.delete(kind);
      return null;
    },
  );
  load.then((value) => Object.assign(load, { status: 'fulfilled', value }));
  loads.set(kind, load as Load);
  return load;
}

if (typeof window === 'undefined') for (const kind of Object.keys(MODULES) as Kind[]) loadExplorer(kind);

function Loaded<K extends Kind>({
  explorable,
  load,
}: {
  explorable: Extract<Explorable, { kind: K }>;
  load: Load<K>;
}) {
  const { search } = useLocation();
  const Explorer = use(load);
  // The chunk could not be loaded: the server's HTML is gone with hydration, so nothing rather than a
  // broken explorable (the visualization and the rest of the page stay).
  if (!Explorer) return null;
  // A navigation to another set-up (a form sent, a term chosen) starts it afresh from the loader's
  // figures; the reader's own changes in between only replace the address, so they do not remount it.
  return <Explorer key={search} data={explorable} />;
}

/** The explorable of a term page (docs/product.md#explorables). */
export function ExplorablePanel({ explorable }: { explorable: Explorable }) {
  return <Loaded explorable={explorable} load={loadExplorer(explorable.kind)} />;
}
