// The slice of negotiator 1.x the page cache uses. @types/negotiator describes 0.6, whose
// encodings() takes no server preference for clients that rate several encodings alike.
declare module 'negotiator' {
  type Headers = Record<string, string | string[] | undefined>;
  export default class Negotiator {
    constructor(request: { headers: Headers });
    /** The client's most preferred of `available`; ties go to the first of `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
