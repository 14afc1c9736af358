import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useState,
  useSyncExternalStore,
} from 'react';

// One small store per episode page: the player registers its <audio>, and the chapters and the
// transcript seek through it and follow its position. Without JavaScript none of this runs: the
// page then shows the browser's own player and plain times.

export type PlayerStore = {
  audio: HTMLAudioElement | null;
  time: number;
  subscribe(listener: () => void): () => void;
  emit(): void;
};

function createPlayerStore(): PlayerStore {
  const listeners = new Set<() => void>();
  return {
    audio: null,
    time: 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit() {
      for (const listener of listeners) listener();
    },
  };
}

const PlayerContext = createContext<PlayerStore | null>(null);

export function PlayerProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createPlayerStore);
  return <PlayerContext.Provider value={store}>{children}</PlayerContext.Provider>;
}

export function usePlayerStore(): PlayerStore | null {
  return useContext(PlayerContext);
}

/** The playing position in seconds (0 before the player is ready). */
export function usePlayerTime(): number {
  const store = useContext(PlayerContext);
  return useSyncExternalStore(
    (listener) => store?.subscribe(listener) ?? (() => undefined),
    () => store?.time ?? 0,
    () => 0,
  );
}

/** Seeks the episode's player and starts playing from there. */
export function useSeekAndPlay(): (seconds: number) => void {
  const store = useContext(PlayerContext);
  return useCallback(
    (seconds: number) => {
      const audio = store?.audio;
      if (!audio) return;
      audio.currentTime = Math.max(0, seconds);
      store.time = audio.currentTime;
      store.emit();
      void audio.play().catch(() => undefined);
    },
    [store],
  );
}
