import { readContent } from '../catalogue/data.ts';
import type { ContentReader } from '../content/reader.ts';
import { findTool } from '../domain/catalogue/find-tool.ts';
import { findPath } from '../domain/catalogue/matching.ts';
import {
  type Cover,
  type CoverKind,
  episodeCover,
  guideCover,
  issueCover,
  videoCover,
} from '../domain/covers/cover.ts';
import { findIssue } from '../domain/newsletter/issues.ts';
import { findEpisode } from '../domain/podcast/episodes.ts';
import type { ShareCard, ShareCardKind } from '../domain/share-cards/card.ts';
import { episodeCard, issueCard, pathCard, termCard, toolCard } from '../domain/share-cards/entity-cards.ts';
import { pageCardByKey } from '../domain/share-cards/section-cards.ts';
import { readGlossary } from '../glossary/data.ts';
import { readNewsletterIssues } from '../newsletter/archive.ts';
import { readPodcast } from '../podcast/read-podcast.ts';
import { findVideo } from '../portfolio/data.ts';

// The card an /og/{kind}/{key} address names, built from the latest snapshot with the same builders
// the pages' `meta` use (so the version in the address matches while the content does).

export async function findCard(
  content: ContentReader,
  kind: ShareCardKind,
  key: string,
): Promise<ShareCard | null> {
  switch (kind) {
    case 'term': {
      const found = (await readGlossary(content))?.find(key);
      return found?.canonical ? termCard(found.term) : null;
    }
    case 'tool': {
      const data = await readContent(content);
      const tool = data ? findTool(data.tools, key) : undefined;
      return tool && tool.id === key ? toolCard(tool) : null;
    }
    case 'episode': {
      const podcast = await readPodcast(content);
      const match = podcast ? findEpisode(podcast.episodes, key) : null;
      return match?.exact ? episodeCard(match.episode, podcast?.image) : null;
    }
    case 'issue': {
      const issues = await readNewsletterIssues(content);
      const issue = issues && /^\d{1,30}$/.test(key) ? findIssue(issues, key) : undefined;
      return issue ? issueCard(issue) : null;
    }
    case 'path': {
      const path = findPath(key);
      return path ? pathCard(path) : null;
    }
    case 'page':
      return pageCardByKey(key) ?? null;
  }
}

/** The cover a /covers/{kind}/{key} address names, or null when no such episode, issue, video or guide. */
export async function findCover(content: ContentReader, kind: CoverKind, key: string): Promise<Cover | null> {
  switch (kind) {
    case 'episode': {
      const podcast = await readPodcast(content);
      const match = podcast ? findEpisode(podcast.episodes, key) : null;
      return match?.exact ? episodeCover(match.episode) : null;
    }
    case 'issue': {
      const issues = await readNewsletterIssues(content);
      const issue = issues && /^\d{1,30}$/.test(key) ? findIssue(issues, key) : undefined;
      return issue ? issueCover(issue) : null;
    }
    case 'video': {
      const video = await findVideo(content, key);
      return video ? videoCover(video) : null;
    }
    case 'guide': {
      const guide = (await readContent(content))?.guides.find((candidate) => candidate.id === key);
      return guide ? guideCover(guide) : null;
    }
  }
}
