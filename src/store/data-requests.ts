import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { businessDeadline } from '../domain/privacy/deadline.ts';
import type { Config } from '../platform/config.ts';
import { readJsonFile, writeJsonFileAtomic } from './json-file.ts';

// Data-rights requests sent through the privacy page's form when no privacy address is configured
// (docs/product.md#data-rights-form): kept durably like signups (a file under DATA_DIR, or Redis),
// listed in the admin area with their deadline until the owner marks them done, which deletes them.

type DataRequestType = 'access' | 'correction' | 'deletion' | 'objection' | 'portability';

export type DataRequestInput = { name: string; email: string; requestType: DataRequestType; details: string };

export type DataRequest = DataRequestInput & { id: string; receivedAt: string };

export type OpenDataRequest = DataRequest & { deadline: string };

export type DataRequestStore = {
  /** Resolves once the request is kept durably; only then is the visitor told it was received. */
  accept(input: DataRequestInput): Promise<void>;
  /** Open requests, oldest first, each with its 30-business-day deadline. */
  listOpen(): Promise<OpenDataRequest[]>;
  /** The owner answered it: the request (and the personal data in it) is deleted. False if unknown. */
  markDone(id: string): Promise<boolean>;
  close(): Promise<void>;
};

export function withDeadline(request: DataRequest): OpenDataRequest {
  return { ...request, deadline: businessDeadline(new Date(request.receivedAt)).toISOString() };
}

export function newDataRequest(input: DataRequestInput): DataRequest {
  return { ...input, id: randomUUID(), receivedAt: new Date().toISOString() };
}

const FILE = 'data-rights-requests.json';

/** The embedded default's requests: one JSON file, rewritten atomically on every change. */
export async function createFileDataRequests(config: Pick<Config, 'DATA_DIR'>): Promise<DataRequestStore> {
  const file = path.resolve(config.DATA_DIR, FILE);
  let requests: DataRequest[] = (await readJsonFile<{ requests: DataRequest[] }>(file))?.requests ?? [];
  let writing: Promise<void> = Promise.resolve();
  const save = (next: DataRequest[]) => {
    writing = writing.catch(() => {}).then(() => writeJsonFileAtomic(file, { version: 1, requests: next }));
    return writing;
  };
  return {
    async accept(input) {
      const next = [...requests, newDataRequest(input)];
      await save(next);
      requests = next;
    },
    async listOpen() {
      return requests.map(withDeadline);
    },
    async markDone(id) {
      if (!requests.some((request) => request.id === id)) return false;
      const next = requests.filter((request) => request.id !== id);
      await save(next);
      requests = next;
      return true;
    },
    async close() {
      await writing.catch(() => {});
    },
  };
}
