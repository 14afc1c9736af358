// The term page's visualizations (docs/product.md#visualizations): a term id or slug goes through the
// alias map to a concept; with no match the name itself is the concept; a concept without a
// visualization shows the generic placeholder.

import { ownValue } from '../records.ts';

export const CONCEPTS = [
  'vector-space',
  'embeddings',
  'tokenization',
  'chain-of-thought',
  'attention',
  'deployment',
  'git',
  'rag',
  'llm',
  'gpt',
  'bert',
  'mlops',
  'transformer',
  'prompt-engineering',
  'lora',
  'controlnet',
  'semantic-search',
  'few-shot-learning',
  'multimodal',
  'hallucinations',
  'fine-tuning',
  'convolution',
] as const;

export type Concept = (typeof CONCEPTS)[number];

/**
 * Term ids, English names and Hebrew-transliterated slugs that name a concept. Keys are normalised
 * with `normaliseConceptKey` (lowercase, spaces and underscores as hyphens).
 */
const CONCEPT_ALIASES: Readonly<Record<string, Concept>> = {
  // The seed's lookup-table ids (docs/product.md#entities: git, deploy, embedding, token, …).
  token: 'tokenization',
  tokens: 'tokenization',
  tokenizer: 'tokenization',
  'tokenization-token': 'tokenization',
  tokenim: 'tokenization',
  embedding: 'embeddings',
  'vector-embeddings': 'embeddings',
  hatmaa: 'embeddings',
  hatmaot: 'embeddings',
  deploy: 'deployment',
  deploying: 'deployment',
  prisa: 'deployment',
  vector: 'vector-space',
  vectors: 'vector-space',
  'vector-spaces': 'vector-space',
  'merhav-vektori': 'vector-space',
  'merchav-vektori': 'vector-space',
  cot: 'chain-of-thought',
  'chain-of-thoughts': 'chain-of-thought',
  'sharsheret-machshava': 'chain-of-thought',
  'sharsheret-mahshava': 'chain-of-thought',
  'attention-mechanism': 'attention',
  'self-attention': 'attention',
  keshev: 'attention',
  'manganon-keshev': 'attention',
  'version-control': 'git',
  'retrieval-augmented-generation': 'rag',
  'large-language-model': 'llm',
  'large-language-models': 'llm',
  llms: 'llm',
  'model-safa-gadol': 'llm',
  'chat-gpt': 'gpt',
  chatgpt: 'gpt',
  'generative-pre-trained-transformer': 'gpt',
  transformers: 'transformer',
  transformer: 'transformer',
  'transformer-architecture': 'transformer',
  'prompt-engineering': 'prompt-engineering',
  prompting: 'prompt-engineering',
  prompt: 'prompt-engineering',
  prompts: 'prompt-engineering',
  'handasat-promptim': 'prompt-engineering',
  'low-rank-adaptation': 'lora',
  'control-net': 'controlnet',
  'semantic-search': 'semantic-search',
  'hipus-semanti': 'semantic-search',
  'chipus-semanti': 'semantic-search',
  'few-shot': 'few-shot-learning',
  'zero-shot': 'few-shot-learning',
  'zero-shot-learning': 'few-shot-learning',
  'one-shot-learning': 'few-shot-learning',
  'few-shot-prompting': 'few-shot-learning',
  multimodality: 'multimodal',
  'multimodal-ai': 'multimodal',
  'multi-modal': 'multimodal',
  'rav-modaliut': 'multimodal',
  hallucination: 'hallucinations',
  'ai-hallucinations': 'hallucinations',
  hazayot: 'hallucinations',
  finetuning: 'fine-tuning',
  'fine-tune': 'fine-tuning',
  'kivnun-adin': 'fine-tuning',
  cnn: 'convolution',
  'convolutional-neural-network': 'convolution',
  'convolutional-neural-networks': 'convolution',
  konvolutsia: 'convolution',
  konvolutzia: 'convolution',
};

export function normaliseConceptKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-');
}

const KNOWN = new Set<string>(CONCEPTS);

export function isConcept(name: string): name is Concept {
  return KNOWN.has(name);
}

/**
 * The concept of a term: the first of its id and slug that the alias map knows or that is itself a
 * concept; otherwise the (normalised) id, which then shows the placeholder.
 */
export function conceptFor(...names: readonly (string | null | undefined)[]): string {
  const keys = names.filter((name): name is string => Boolean(name?.trim())).map(normaliseConceptKey);
  for (const key of keys) {
    const alias = ownValue(CONCEPT_ALIASES, key);
    if (alias) return alias;
    if (isConcept(key)) return key;
  }
  return keys[0] ?? 'placeholder';
}

/** 'vector-space' -> 'Vector Space': the placeholder's title for an unknown concept. */
export function titleCaseConcept(name: string): string {
  return name
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export const PLACEHOLDER_SUBTITLE = 'ויזואליזציה אינטראקטיבית';
