import { z } from 'zod';

// GitHub REST payloads (reference-payloads/github). A list is a bare array; 2013-era items lack
// topics, archived and stargazers_count, so those default.

export const repoSchema = z.looseObject({
  name: z.string().min(1),
  full_name: z.string().min(1),
  description: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  html_url: z.string(),
  homepage: z
    .string()
    .nullish()
    .transform((value) => value || undefined),
  language: z
    .string()
    .nullish()
    .transform((value) => value || undefined),
  topics: z.array(z.string()).default([]),
  fork: z.boolean().default(false),
  archived: z.boolean().default(false),
  stargazers_count: z.number().optional(),
  forks_count: z.number().default(0),
  watchers_count: z.number().default(0),
  updated_at: z.string(),
  created_at: z.string(),
  default_branch: z.string().optional(),
  master_branch: z.string().optional(),
  languages_url: z.string(),
});
export type GithubRepo = z.infer<typeof repoSchema>;

export const reposListSchema = z.array(z.unknown());

export const languagesSchema = z.record(z.string(), z.number());

export const readmeSchema = z.looseObject({
  content: z.string(),
  encoding: z.string().default('base64'),
  name: z.string().optional(),
});

/** What fetchLive and loadSeed give normalise; extras are keyed by full_name. */
export type CodePayload = {
  user: string;
  repos: unknown[];
  languages: Record<string, unknown>;
  readmes: Record<string, unknown>;
};
