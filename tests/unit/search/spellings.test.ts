import { beforeAll, describe, expect, it } from 'vitest';
import { loadContentSeed } from '../../../jobs/sources/content/fetch.ts';
import { normaliseContent } from '../../../jobs/sources/content/normalise.ts';
import { podcastSource } from '../../../jobs/sources/podcast/index.ts';
import { inflectionVariants, normaliseText } from '../../../src/domain/hebrew-normalise.ts';
import { aliasText, toolSpellings } from '../../../src/domain/search/aliases.ts';
import { otherLayout } from '../../../src/domain/search/keyboard-layout.ts';
import { buildSiteSearchIndex, type SiteSearchIndex } from '../../../src/search/site-index.ts';
import { testContext } from '../sources/helpers.ts';

// Both spellings (docs/search.md#both-spellings): Hebrew spellings of tool names, geresh
// variants, plural and construct endings and the wrong keyboard layout, on the seed content.

let index: SiteSearchIndex;
beforeAll(async () => {
  const context = testContext();
  const content = normaliseContent(await loadContentSeed(), context);
  const podcast = await podcastSource.normalise(await podcastSource.loadSeed(context), context);
  index = await buildSiteSearchIndex({ content, podcast });
});

const first = (query: string) => index.search(query).groups[0]?.items[0]?.id;
const ids = (query: string) =>
  index.search(query).groups.flatMap((group) => group.items.map((hit) => hit.id));

describe('the result that comes first, for real queries on the seed', () => {
  it.each([
    // Tool names as they sound in Hebrew (the alias table), geresh as ', ׳ or left out.
    ['קלוד', 'tool:claude'],
    ['קלוד קוד', 'tool:claude-code'],
    ["ג'מיני", 'tool:gemini'],
    ['ג׳מיני', 'tool:gemini'],
    ['גמיני', 'tool:gemini'],
    ["מידג'רני", 'tool:midjourney'],
    ['מידגרני', 'tool:midjourney'],
    ["צ'אט ג'י פי טי", 'tool:chatgpt'],
    ['צ׳אטג׳יפיטי', 'tool:chatgpt'],
    ['צאטגיפיטי', 'tool:chatgpt'],
    ['פרפלקסיטי', 'tool:perplexity'],
    ['קרסר', 'tool:cursor'],
    ['אילבן לאבס', 'tool:elevenlabs'],
    ['אילבןלאבס', 'tool:elevenlabs'],
    ['סונו', 'tool:suno'],
    ['נושן', 'tool:notion-ai'],
    ["הייג'ן", 'tool:heygen'],
    ['ראנוויי', 'tool:runway'],
    ['סורה', 'tool:sora'],
    ['פלקס', 'tool:flux'],
    ['דאלי', 'tool:dall-e-3'],
    ['ויספר', 'tool:whisper'],
    ['זאפייר', 'tool:zapier'],
    ['מיסטרל', 'tool:mistral'],
    ['לאמה', 'tool:llama'],
    // The content service's own `aliases` of a tool and of a term.
    ['קלאוד קוד', 'tool:claude-code'],
    ['הלוצינציות', 'term:hallucinations'],
    ['אסימון', 'term:token'],
    // A term by its English name.
    ['Large Language Model', 'term:llm'],
    ['embeddings', 'term:embedding'],
    ['fine-tuning', 'term:fine-tuning'],
    ['LoRA', 'term:lora'],
    // Plural and construct endings, both ways.
    ['סוכנים', 'term:ai-agents'],
    ['חלונות הקשר', 'term:context-window'],
    ['חלונות', 'term:context-window'],
    ['טוקנים', 'term:token'],
    ['רשת נוירונים', 'term:neural-networks'],
    ['וקטורים', 'term:vector-space'],
    ['מכונות', 'term:machine-learning'],
    ['הזיה', 'term:hallucinations'],
    ['תרגומים', 'tool:deepl'],
    ['שירים', 'tool:suno'],
    ['פרומפטים', 'term:prompt-engineering'],
    ['בעברית', 'guide:guide-prompting-hebrew'],
    // What was said in an episode.
    ['אמבדינג', 'passage:podcast-episode-11:2'],
    ['קוונטיזציה', 'passage:podcast-episode-8:2'],
  ])('%s', (query, expected) => {
    expect(first(query)).toBe(expected);
  });

  it("finds 'מודל' for 'מודלים' and 'סוכן' for 'סוכנים'", () => {
    expect(ids('מודלים')).toContain('term:llm');
    expect(ids('סוכנים')).toContain('guide:guide-n8n-agent');
  });

  it('has no false friends: a word that only looks plural keeps to itself', () => {
    // 'שירות' (a service) is not the plural of 'שירה' (a poem).
    expect(inflectionVariants(normaliseText('שירות'))).toEqual([]);
    expect(inflectionVariants(normaliseText('מערכת'))).toEqual([]);
    // 'כלים' reaches 'כלי', never 'כל' (all).
    expect(inflectionVariants(normaliseText('כלים'))).toEqual(['כלי']);
    // The word as typed outweighs its other forms.
    expect(first('מודלי')).toBe('term:diffusion-models');
  });
});

describe('inflections of a Hebrew word', () => {
  it.each([
    ['מודלים', ['מודל', 'מודלי']],
    ['סוכנים', ['סוכנ', 'סוכני']],
    ['תמונות', ['תמונה', 'תמונת', 'תמונ']],
    ['שפת', ['שפה']],
    ['שפה', ['שפות', 'שפת']],
    ['מודלי', ['מודל', 'מודלימ']],
    ['תמונה', ['תמונות', 'תמונת']],
  ])('%s', (word, forms) => {
    expect(inflectionVariants(normaliseText(word))).toEqual(forms);
  });

  it.each([['AI'], ['גם'], ['כל'], ['models']])('leaves %s alone', (word) => {
    expect(inflectionVariants(normaliseText(word))).toEqual([]);
  });
});

describe('a query as it is typed', () => {
  // The instant-search dialog and the address bar ask at every keystroke: the last word of several is
  // still being typed, and each step finds what the whole word will.
  it.each(['מודל ש', 'מודל שפ', 'מודל שפה'])("'%s' finds the large language model first", (typed) => {
    expect(first(typed)).toBe('term:llm');
  });

  it("'פרק 1' finds the episodes numbered from ten", () => {
    const episodes = index.search('פרק 1', { kind: 'episode' }).groups[0]?.items.map((hit) => hit.title);
    expect(episodes?.length).toBeGreaterThan(0);
    for (const title of episodes ?? []) expect(title).toMatch(/(?:פרק|Episode) 1\d/);
  });

  it('keeps a lone letter or two, and an earlier word, to themselves', () => {
    expect(index.search('שפ').total).toBe(0);
    expect(index.search('שפ מודל').total).toBe(0);
    expect(index.search('מודל ש').total).toBeGreaterThan(index.search('מודל שפה').total);
  });
});

describe('spellings and quote marks', () => {
  it.each([
    ["ג'מיני", 'גמיני'],
    ['ג׳מיני', 'גמיני'],
    ['ג’מיני', 'גמיני'],
    ['צה״ל', 'צהל'],
    ['צה"ל', 'צהל'],
    ['“quoted”', '"quoted"'],
    ['‘quoted’', "'quoted'"],
    ["don't", "don't"],
  ])('normalises %s as %s', (text, normal) => {
    expect(normaliseText(text)).toBe(normal);
  });

  it("knows a tool's Hebrew spellings whatever the case of its name", () => {
    expect(toolSpellings('CHATGPT')).toContain("צ'אט ג'י פי טי");
    expect(toolSpellings('No such tool')).toEqual([]);
  });

  it('indexes a spelling with spaces or hyphens also as one word', () => {
    expect(aliasText(['אילבן לאבס', 'דאל-אי', 'קלוד', ' '])).toBe('אילבן לאבס אילבןלאבס דאל-אי דאלאי קלוד');
  });
});

describe('the wrong keyboard layout', () => {
  it.each([
    ['nusk', 'מודל'],
    ['akuo', 'שלום'],
    ['ntbh', 'מאני'],
    ['c,ur,', 'בתורת'],
    ['מםאןםמ', 'notion'],
    ['דוממ', 'sunn'],
  ])('reads %s as %s', (typed, meant) => {
    expect(otherLayout(typed)).toBe(meant);
  });

  it.each([['ChatGPT בעברית'], ['123'], ['']])(
    'leaves %j alone (mixed scripts or nothing to convert)',
    (typed) => {
      expect(otherLayout(typed)).toBeNull();
    },
  );

  it("offers the converted query's results under 'did you mean' when nothing is found as typed", () => {
    const results = index.search('nusk');
    expect(results.total).toBe(0);
    expect(results.suggestion?.query).toBe('מודל');
    expect(results.suggestion?.groups[0]?.items.length).toBeGreaterThan(0);
    expect(index.search('מםאןםמ').suggestion?.query).toBe('notion');
  });

  it('offers nothing when the query finds something as typed, or the other layout finds nothing', () => {
    expect(index.search('מודל').suggestion).toBeUndefined();
    expect(index.search('zzzzqqq').suggestion).toBeUndefined();
  });
});
