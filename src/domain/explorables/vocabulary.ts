// The language model's two entries that are not words, in a module of their own: the browser needs
// them to label the chart, not the model that uses them.

/** The end of a sentence, predicted like a word. */
export const END = '</s>';
/** Every word seen only once in training, counted as one entry. */
export const UNKNOWN = '<unk>';
