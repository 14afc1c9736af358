// The embeddings explorable: every glossary term as a TF-IDF vector of its own text, the cosine
// similarity between terms, and a 2-D map of them by PCA (the two directions along which the vectors
// differ most). Deterministic: the same texts give the same vectors, similarities and map.

export type SparseVector = Map<string, number>;

/** Words of a text for the vectors: Hebrew and Latin words of two letters or more, Latin lower-cased. */
function vectorWords(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]{2,}/gu) ?? []).map((word) => word.toLowerCase());
}

/** TF-IDF vectors, each scaled to length 1 (so a dot product is the cosine similarity). */
export function tfidfVectors(documents: readonly string[]): SparseVector[] {
  const counted = documents.map((text) => {
    const counts = new Map<string, number>();
    for (const word of vectorWords(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
    return counts;
  });
  const documentFrequency = new Map<string, number>();
  for (const counts of counted)
    for (const word of counts.keys()) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  const total = documents.length;
  return counted.map((counts) => {
    const vector: SparseVector = new Map();
    for (const [word, count] of counts) {
      // Smoothed idf: a word in every document still counts a little.
      const idf = Math.log((1 + total) / (1 + documentFrequency.get(word)!)) + 1;
      vector.set(word, (1 + Math.log(count)) * idf);
    }
    const length = Math.hypot(...vector.values());
    if (length > 0) for (const [word, value] of vector) vector.set(word, value / length);
    return vector;
  });
}

export function cosine(a: SparseVector, b: SparseVector): number {
  let dot = 0;
  let lengthA = 0;
  let lengthB = 0;
  for (const value of a.values()) lengthA += value * value;
  for (const value of b.values()) lengthB += value * value;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const [word, value] of small) dot += value * (large.get(word) ?? 0);
  if (lengthA === 0 || lengthB === 0) return 0;
  return dot / Math.sqrt(lengthA * lengthB);
}

/**
 * The first two principal components of the vectors, as each vector's (x, y). Works on the n×n Gram
 * matrix of the centred vectors (n terms is far fewer than the words), by power iteration from a
 * fixed start, so the map is the same on every run. Each axis's sign is fixed by its largest entry.
 */
export function pca2d(vectors: readonly SparseVector[]): { x: number; y: number }[] {
  const n = vectors.length;
  if (n === 0) return [];
  const mean = new Map<string, number>();
  for (const vector of vectors)
    for (const [word, value] of vector) mean.set(word, (mean.get(word) ?? 0) + value / n);
  const meanNorm = [...mean.values()].reduce((sum, value) => sum + value * value, 0);
  const dotMean = vectors.map((vector) => {
    let dot = 0;
    for (const [word, value] of vector) dot += value * mean.get(word)!;
    return dot;
  });
  // Gram matrix of the centred vectors: (a - m)·(b - m) = a·b - a·m - b·m + m·m.
  const gram = vectors.map((a, i) =>
    vectors.map((b, j) => {
      let dot = 0;
      const [small, large] = a.size <= b.size ? [a, b] : [b, a];
      for (const [word, value] of small) dot += value * (large.get(word) ?? 0);
      return dot - dotMean[i]! - dotMean[j]! + meanNorm;
    }),
  );
  const components: number[][] = [];
  const eigenvalues: number[] = [];
  for (let component = 0; component < 2; component++) {
    let v = Array.from({ length: n }, (_, index) => 1 + ((index * 7919) % 13) / 13);
    let lambda = 0;
    for (let iteration = 0; iteration < 500; iteration++) {
      let next = gram.map((row) => row.reduce((sum, value, index) => sum + value * v[index]!, 0));
      // Deflate the components already found.
      for (const found of components) {
        const overlap = next.reduce((sum, value, k) => sum + value * found[k]!, 0);
        next = next.map((value, k) => value - overlap * found[k]!);
      }
      const length = Math.hypot(...next);
      if (length === 0) break;
      next = next.map((value) => value / length);
      const change = next.reduce((sum, value, k) => sum + Math.abs(value - v[k]!), 0);
      v = next;
      lambda = length;
      if (change < 1e-10) break;
    }
    const largest = v.reduce((best, value) => (Math.abs(value) > Math.abs(best) ? value : best), 0);
    if (largest < 0) v = v.map((value) => -value);
    components.push(v);
    eigenvalues.push(lambda);
  }
  // A point's coordinate on a component of the Gram matrix is sqrt(eigenvalue) × its entry.
  return vectors.map((_, index) => ({
    x: Math.sqrt(eigenvalues[0]!) * components[0]![index]!,
    y: Math.sqrt(eigenvalues[1]!) * components[1]![index]!,
  }));
}
