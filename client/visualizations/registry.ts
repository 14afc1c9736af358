import type { ComponentType } from 'react';
import type { Concept } from '../../src/domain/glossary/concepts.ts';

/** What every visualization receives: whether it may move now. Paused, it shows a meaningful still frame. */
export type VisualizationProps = { playing: boolean };

export type VisualizationModule = { default: ComponentType<VisualizationProps> };

export type VisualizationEntry = {
  /** Each visualization is its own chunk, loaded only on a term page that shows it. */
  load: () => Promise<VisualizationModule>;
};

/**
 * The visualizations that exist. A concept missing here shows the generic placeholder. Keep each
 * `load` a literal dynamic import so the bundler splits every visualization into its own chunk.
 */
export const VISUALIZATIONS: Partial<Record<Concept, VisualizationEntry>> = {
  tokenization: {
    load: () => import('./tokenization.tsx'),
  },
  embeddings: {
    load: () => import('./embeddings.tsx'),
  },
  'vector-space': {
    load: () => import('./vector-space.tsx'),
  },
  attention: {
    load: () => import('./attention.tsx'),
  },
  'chain-of-thought': {
    load: () => import('./chain-of-thought.tsx'),
  },
  deployment: {
    load: () => import('./deployment.tsx'),
  },
  git: {
    load: () => import('./git.tsx'),
  },
  rag: {
    load: () => import('./rag.tsx'),
  },
  llm: {
    load: () => import('./llm.tsx'),
  },
  gpt: {
    load: () => import('./gpt.tsx'),
  },
  bert: {
    load: () => import('./bert.tsx'),
  },
  mlops: {
    load: () => import('./mlops.tsx'),
  },
  transformer: {
    load: () => import('./transformer.tsx'),
  },
  'prompt-engineering': {
    load: () => import('./prompt-engineering.tsx'),
  },
  lora: {
    load: () => import('./lora.tsx'),
  },
  controlnet: {
    load: () => import('./controlnet.tsx'),
  },
  'semantic-search': {
    load: () => import('./semantic-search.tsx'),
  },
  'few-shot-learning': {
    load: () => import('./few-shot-learning.tsx'),
  },
  multimodal: {
    load: () => import('./multimodal.tsx'),
  },
  hallucinations: {
    load: () => import('./hallucinations.tsx'),
  },
  'fine-tuning': {
    load: () => import('./fine-tuning.tsx'),
  },
  convolution: {
    load: () => import('./convolution.tsx'),
  },
};
