import { createContext, useContext } from 'react';

const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;

/** The request's CSP nonce during the server render; empty in the browser (never needed there). */
export function useNonce(): string {
  return useContext(NonceContext);
}
