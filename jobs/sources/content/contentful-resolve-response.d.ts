declare module 'contentful-resolve-response' {
  type Options = { removeUnresolved?: boolean; itemEntryPoints?: string[] };
  export default function resolveResponse(response: unknown, options?: Options): unknown[];
}
