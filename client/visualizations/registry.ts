import type { ComponentType } from 'react';
import type { Concept } from './concepts.ts';

/** What every visualization receives: whether it may move now. Paused, it shows a meaningful still frame. */
export type VisualizationProps = { playing: boolean };

export type VisualizationModule = { default: ComponentType<VisualizationProps> };

export type VisualizationEntry = {
  /** Hebrew figcaption: what the animation shows and what moves in it. */
  caption: string;
  /** Each visualization is its own chunk, loaded only on a term page that shows it. */
  load: () => Promise<VisualizationModule>;
};

/**
 * The visualizations that exist. A concept missing here shows the generic placeholder. Keep each
 * `load` a literal dynamic import so the bundler splits every visualization into its own chunk.
 */
export const VISUALIZATIONS: Partial<Record<Concept, VisualizationEntry>> = {};
