import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as o200k from 'gpt-tokenizer/encoding/o200k_base';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRun, TRAIN_STEPS } from '../../src/domain/explorables/network.ts';
import { buildTestApp } from '../support/app.ts';

// The explorables of the term pages as a reader without JavaScript (or a crawler) gets them: figures in
// the HTML from the query, bad values clamped or explained (never a 500), set-ups kept out of search,
// and the server's tokenizing bounded per client.

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp({}, undefined, { tokenizeLimit: 2 });
}, 30_000);

afterAll(async () => {
  await ctx?.close();
});

const attribute = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);

/** The pids of this process's tokenizer children (src/explorables/tokenize-child.ts), from /proc. */
function tokenizerChildren(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The parent's pid is the field after the command's closing parenthesis and the state.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return (
          parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('tokenize-child')
        );
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

const HEBREW_COUNT = /data-token-count="\d+" data-encoding="o200k_base" data-language="he"/;

describe('/terms/token', () => {
  it('counts the default sentence on the canonical page, which stays indexable', async () => {
    const response = await request(ctx.app).get('/terms/token');
    expect(response.status).toBe(200);
    expect(response.text).toContain('כמה טוקנים עולה עברית?');
    expect(response.text).toMatch(/data-token-count="\d+" data-encoding="o200k_base" data-language="he"/);
    expect(response.text).not.toContain('noindex');
  });

  it('cuts a text over 2,000 characters and says so, then refuses a third text a minute with 429', async () => {
    // 2,250 characters: still within the URL size a server takes (a Hebrew letter is 6 bytes encoded).
    const text = 'שלום '.repeat(450);
    const cut = await request(ctx.app).get('/terms/token').query({ text });
    expect(cut.status).toBe(200);
    expect(cut.text.replaceAll('<!-- -->', '')).toContain('נספרו רק 2000 התווים הראשונים');
    const counted = attribute(
      cut.text,
      /data-token-count="(\d+)" data-encoding="o200k_base" data-language="he"/g,
    );
    expect(Number(counted[0])).toBe(o200k.encode(text.slice(0, 2000)).length);
    expect(cut.text).toContain('<meta name="robots" content="noindex"');

    expect((await request(ctx.app).get('/terms/token').query({ text: 'שני' })).status).toBe(200);
    const refused = await request(ctx.app).get('/terms/token').query({ text: 'שלישי' });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain('ספירת הטוקנים בשרת עמוסה כרגע');
    expect(refused.text).not.toMatch(/data-token-count="\d+" data-encoding="o200k_base" data-language="he"/);
    // The canonical page (no text of the reader's) is not counted against the limit.
    expect((await request(ctx.app).get('/terms/token')).status).toBe(200);
  });
});

describe('/terms/token when the tokenizer process dies', () => {
  it('renders the page (200) with a Hebrew message, then counts again with a new process', async () => {
    // No tokenizer process left from earlier tests: the next page starts one, which loads both
    // encodings (seconds) before it can answer.
    const earlier = tokenizerChildren();
    for (const pid of earlier) process.kill(pid, 'SIGKILL');
    // Gone from /proc once reaped, which is when this process learns of the exit.
    await expect
      .poll(() => earlier.filter((pid) => existsSync(`/proc/${pid}`)), { timeout: 10_000 })
      .toEqual([]);

    const page = request(ctx.app)
      .get('/terms/token')
      .then((response) => response);
    // The page's request is with the process as soon as it exists: killed before it can answer.
    await expect.poll(tokenizerChildren, { timeout: 30_000, interval: 20 }).toHaveLength(1);
    const [killed] = tokenizerChildren();
    process.kill(killed!, 'SIGKILL');

    const degraded = await page;
    expect(degraded.status).toBe(200);
    expect(degraded.text).toContain('data-message="unavailable"');
    expect(degraded.text).toContain('ספירת הטוקנים אינה זמינה כרגע');
    // Not kept by a CDN in front either: the next visitor gets the counts again.
    expect(degraded.headers['cache-control']).toBe('no-store');
    expect(degraded.text).not.toMatch(HEBREW_COUNT);
    // The rest of the page is there: the explorable's form, the visualization, the definition.
    expect(degraded.text).toContain('name="text"');
    expect(degraded.text).toContain('data-visualization="tokenization"');
    expect(degraded.text).toContain('id="definition"');

    const next = await request(ctx.app).get('/terms/token');
    expect(next.status).toBe(200);
    expect(next.text).toMatch(HEBREW_COUNT);
    expect(next.text).not.toContain('data-message="unavailable"');
    expect(next.headers['cache-control']).not.toBe('no-store');
    expect(tokenizerChildren()).not.toContain(killed);
  }, 60_000);
});

describe('/terms/temperature', () => {
  it('clamps out-of-range and non-numeric values with a Hebrew note', async () => {
    const response = await request(ctx.app).get(
      '/terms/temperature?temperature=abc&top_k=99&top_p=-3&prompt=zzz&seed=x',
    );
    expect(response.status).toBe(200);
    expect(response.text).toContain('הפתיחה שביקשתם לא מוכרת');
    expect(response.text).toContain('מחוץ לטווח');
    const rows = attribute(response.text, /<tr[^>]*data-probability="([0-9.e-]+)"/g).map(Number);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(response.text).toContain('<meta name="robots" content="noindex"');
  });

  it('draws the same words for the same seed', async () => {
    const path = '/terms/temperature?prompt=ai&temperature=1.5&seed=42';
    const sample = (html: string) => /data-sample="42"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1];
    const first = sample((await request(ctx.app).get(path)).text);
    expect(first).toBeTruthy();
    expect(sample((await request(ctx.app).get(path)).text)).toBe(first);
  });
});

describe('/terms/embedding', () => {
  it('lists the nearest terms of ?term= with their similarities, closest first', async () => {
    const response = await request(ctx.app).get('/terms/embedding?term=rag');
    expect(response.status).toBe(200);
    const similarities = attribute(response.text, /data-similarity="([0-9.]+)"/g).map(Number);
    expect(similarities).toHaveLength(5);
    expect([...similarities].sort((a, b) => b - a)).toEqual(similarities);
  });

  it('answers an unknown term with a Hebrew message, not an error', async () => {
    const response = await request(ctx.app).get('/terms/embedding?term=%00%3Cscript%3E');
    expect(response.status).toBe(200);
    expect(response.text).toContain('המושג שביקשתם לא נמצא במילון');
  });
});

describe('/terms/neural-networks', () => {
  it('shows the set-up trained on the server: the loss of the same seeded run, falling', async () => {
    const response = await request(ctx.app).get('/terms/neural-networks?dataset=circle&hidden=3&rate=0.3');
    expect(response.status).toBe(200);
    const trained = startRun({ dataset: 'circle', hidden: 3, learningRate: 0.3 }).advance(TRAIN_STEPS);
    expect(attribute(response.text, /data-loss="([0-9.e-]+)"/g).map(Number)).toEqual([trained.loss]);
    const table = attribute(response.text, /<tr[^>]*data-step="(\d+)"/g).map(Number);
    expect(table).toEqual(trained.losses.map((point) => point.step));
    expect(trained.loss).toBeLessThan(trained.losses[0]!.loss);
    expect(response.text).toContain('<meta name="robots" content="noindex"');
    expect((await request(ctx.app).get('/terms/neural-networks')).text).not.toContain('noindex');
  });

  it('clamps bad parameters with Hebrew notes, never a 500', async () => {
    const response = await request(ctx.app).get(
      '/terms/neural-networks?dataset=%3Cscript%3E&hidden=-5&rate=1e309&hidden=x',
    );
    expect(response.status).toBe(200);
    expect(response.text).toContain('מערך הנתונים שביקשתם לא מוכר');
    expect(response.text).toContain('מחוץ לטווח');
    expect(response.text).not.toContain('<script>');
    expect(response.text).toMatch(/data-loss="[0-9.e-]+"/);
  });
});
