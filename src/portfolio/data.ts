import type { ContentReader } from '../content/reader.ts';
import { aiCategoryLabel } from '../domain/code-categories.ts';
import { type CoverSources, coverSources, videoCover, wantsDesignedCover } from '../domain/covers/cover.ts';
import { formatHebrewLongDate, formatRelativeHebrew } from '../domain/hebrew-dates.ts';
import { formatCount } from '../domain/hebrew-numbers.ts';
import { type CodeProject, languageCounts } from '../domain/portfolio/code.ts';
import type { CodeData, CodeRepository, Video, VideosData } from '../domain/types.ts';

// The one data-access module of the portfolio screens (server only): loaders read the videos and
// code snapshots through it and get display values. Values that depend on the clock are computed
// here, against the render time the loader passes in, never taken from a snapshot.

const YOUTUBE_CHANNEL_URL = 'https://www.youtube.com/@ai-hebrew';
const LATEST_ITEMS = 3;

/** One video card: display strings computed on the server, so the browser shows the very same. */
export type VideoCard = {
  id: string;
  title: string;
  thumbnail: string;
  duration: string;
  /** '23,278,951 צפיות' (Hebrew number formatting). */
  views: string;
  /** '20 במרץ, 2025'. */
  date: string;
  publishedAt: string;
  /** The video on the video service: the link without JavaScript. */
  url: string;
  /** Whether the id is safe to put in the embed address; otherwise the card only links out. */
  embeddable: boolean;
  /** The designed cover, when the video service gave no thumbnail of its own. */
  cover?: CoverSources;
};

const VIDEO_ID = /^[\w-]{1,64}$/;

function viewsLabel(count: number): string {
  if (count === 1) return 'צפייה אחת';
  // A no-break space: the count never ends a line apart from its noun.
  return `${formatCount(count)}\u00a0צפיות`;
}

function toVideoCard(video: Video): VideoCard {
  return {
    id: video.id,
    title: video.title,
    thumbnail: video.thumbnail,
    duration: video.duration,
    views: viewsLabel(video.viewCount),
    date: formatHebrewLongDate(new Date(video.publishedAt)),
    publishedAt: video.publishedAt,
    url: video.url,
    embeddable: VIDEO_ID.test(video.id),
    ...(wantsDesignedCover(video.thumbnail) ? { cover: coverSources(videoCover(video)) } : {}),
  };
}

export type VideosPage =
  | { ready: false }
  | {
      ready: true;
      works: VideoCard[];
      tutorials: VideoCard[];
      viewAll: { works: string; tutorials: string };
    };

async function readVideos(content: ContentReader): Promise<VideosData | null> {
  const snapshot = await content.read('videos');
  return snapshot?.data ?? null;
}

/** A video of either gallery by its id. */
export async function findVideo(content: ContentReader, id: string): Promise<Video | undefined> {
  const data = await readVideos(content);
  return data ? [...data.works, ...data.tutorials].find((video) => video.id === id) : undefined;
}

export async function readVideosPage(content: ContentReader): Promise<VideosPage> {
  const data = await readVideos(content);
  if (!data) return { ready: false };
  return {
    ready: true,
    works: data.works.map(toVideoCard),
    tutorials: data.tutorials.map(toVideoCard),
    viewAll: {
      works: data.viewAll?.works ?? YOUTUBE_CHANNEL_URL,
      tutorials: data.viewAll?.tutorials ?? data.viewAll?.works ?? YOUTUBE_CHANNEL_URL,
    },
  };
}

export function toCodeProject(repo: CodeRepository, now: Date): CodeProject {
  return {
    name: repo.name,
    fullName: repo.full_name,
    description: repo.description,
    url: repo.html_url,
    homepage: repo.homepage && /^https?:\/\//i.test(repo.homepage) ? repo.homepage : undefined,
    language: repo.primaryLanguage,
    languageColor: repo.languageColor,
    isAI: repo.isAIRelated,
    aiLabel: repo.isAIRelated ? aiCategoryLabel(repo.aiCategory) : undefined,
    aiDescription: repo.aiDescription,
    topics: repo.topics,
    technologies: repo.technologies,
    stars: repo.stargazers_count,
    forks: repo.forks_count,
    updatedAt: repo.updated_at,
    createdAt: repo.created_at,
    updatedRelative: formatRelativeHebrew(new Date(repo.updated_at), now),
    createdRelative: formatRelativeHebrew(new Date(repo.created_at), now),
  };
}

export type CodePage =
  | { ready: false; renderedAt: string }
  | {
      ready: true;
      renderedAt: string;
      user: string;
      profileUrl: string;
      projects: CodeProject[];
      /** Every language with its colour and count, most used first (the language filter). */
      languages: { name: string; color: string; count: number }[];
      /** '19 במרץ, 2025': the most recent update, for the statistics. */
      lastUpdateDate: string;
    };

async function readCode(content: ContentReader): Promise<CodeData | null> {
  const snapshot = await content.read('code');
  return snapshot?.data ?? null;
}

export async function readCodePage(content: ContentReader, now: Date): Promise<CodePage> {
  const renderedAt = now.toISOString();
  const data = await readCode(content);
  if (!data) return { ready: false, renderedAt };
  const projects = data.repositories.map((repo) => toCodeProject(repo, now));
  const lastUpdate = projects.reduce<string | null>(
    (latest, project) =>
      latest === null || Date.parse(project.updatedAt) > Date.parse(latest) ? project.updatedAt : latest,
    null,
  );
  return {
    ready: true,
    renderedAt,
    user: data.user,
    profileUrl: data.profileUrl,
    projects,
    languages: languageCounts(projects),
    lastUpdateDate: lastUpdate ? formatHebrewLongDate(new Date(lastUpdate)) : '',
  };
}

export type PortfolioSummary = {
  videos: { ready: false } | { ready: true; works: number; tutorials: number; latest: VideoCard[] };
  code:
    | { ready: false }
    | {
        ready: true;
        total: number;
        ai: number;
        latest: Pick<
          CodeProject,
          'name' | 'description' | 'language' | 'languageColor' | 'updatedRelative' | 'updatedAt'
        >[];
      };
};

/** /portfolio: each card's counts and its three latest items. */
export async function readPortfolioSummary(content: ContentReader, now: Date): Promise<PortfolioSummary> {
  const [videos, code] = await Promise.all([
    readVideos(content).catch(() => null),
    readCode(content).catch(() => null),
  ]);
  const seen = new Set<string>();
  const latestVideos = videos
    ? [...videos.works, ...videos.tutorials]
        .filter((video) => !seen.has(video.id) && Boolean(seen.add(video.id)))
        .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
        .slice(0, LATEST_ITEMS)
        .map(toVideoCard)
    : [];
  const latestProjects = code
    ? [...code.repositories]
        .sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at))
        .slice(0, LATEST_ITEMS)
        .map((repo) => {
          const project = toCodeProject(repo, now);
          return {
            name: project.name,
            description: project.description,
            language: project.language,
            languageColor: project.languageColor,
            updatedRelative: project.updatedRelative,
            updatedAt: project.updatedAt,
          };
        })
    : [];
  return {
    videos: videos
      ? { ready: true, works: videos.works.length, tutorials: videos.tutorials.length, latest: latestVideos }
      : { ready: false },
    code: code
      ? {
          ready: true,
          total: code.repositories.length,
          ai: code.repositories.filter((repo) => repo.isAIRelated).length,
          latest: latestProjects,
        }
      : { ready: false },
  };
}
