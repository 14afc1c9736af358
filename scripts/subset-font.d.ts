// The slice of subset-font's API scripts/subset-fonts.ts uses (the package ships no types).
declare module 'subset-font' {
  type Options = {
    targetFormat?: 'woff2' | 'woff' | 'sfnt' | 'truetype';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
