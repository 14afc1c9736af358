import { readFileSync } from 'node:fs';
import { load } from 'cheerio';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VISUALIZATION_CAPTIONS } from '../../client/visualizations/captions.ts';
import { VisualizationPanel } from '../../client/visualizations/panel.tsx';
import { VISUALIZATIONS } from '../../client/visualizations/registry.ts';
import { CONCEPTS, type Concept } from '../../src/domain/glossary/concepts.ts';

// The 22 visualizations (docs/product.md#visualizations). Each still frame, the one a visitor sees without
// JavaScript, with reduced motion or paused, must show its idea: these are the words and numbers
// that have to be visible in it (not hidden at opacity 0 waiting for a later step).

const STILL_FRAME: Record<Concept, string[]> = {
  'vector-space': ['מלך − גבר + אישה ≈ מלכה', 'מלכה', 'גבר', 'אישה'],
  embeddings: ['חיות', 'פירות', 'כלי תחבורה', '[0.32, 0.15]'],
  tokenization: [
    'המודל קורא ChatGPT בעברית',
    'Chat',
    'PT',
    '40913',
    '[314, 8712, 24519, 16047, 38, 2898, 5391, 40913]',
  ],
  'chain-of-thought': ['בסך הכול: 3 × 4 = 12', 'אחרי שנתנה: 12 − 5 = 7', 'התשובה: 7', '✓', '✗'],
  attention: ['החתול', 'הוא', '52%', '1%'],
  deployment: ['בנייה', 'בדיקות', 'פריסה', '✓ 42/42 עברו', 'v1.4', 'בדיקות בריאות: 3/3 שרתים תקינים'],
  git: ['main', 'feature', 'a1f3', '9d3e', 'מיזוג: קומיט עם שני הורים מאחד את הענפים'],
  rag: ['נוהל חופשות', '0.91', '[1] נוהל חופשות', 'מגיעים לך 18 ימי חופשה בשנה [1],', 'מודל שפה (LLM)'],
  llm: ['השמיים הם…', 'שכבה 1', 'כחולים', '62%', 'השמיים הם כחולים'],
  gpt: ['בוקר', 'טוב', 'GPT: מה הטוקן הבא?', 'לכולם', '41%', 'נוסף לטקסט'],
  bert: ['[MASK]', 'הקשר לפני המילה', 'הקשר אחרי המילה', '71%', 'הילד בעט את הכדור לשער'],
  mlops: ['נתונים', 'אימון', 'הערכה', 'פריסה', 'ניטור', 'v4', 'דיוק: 84% ↓', 'סחיפה בנתונים: מאמנים מחדש'],
  transformer: ['מקודד · Encoder', 'מפענח · Decoder', 'קשב צולב', 'I love cats', 'אני אוהב', 'חתולים'],
  'prompt-engineering': ['כתוב על כלבים', 'תפקיד: וטרינר מנוסה', 'פורמט: רשימה ממוספרת קצרה', 'חיסונים בזמן'],
  lora: ['W', "W' = W + ΔW", 'ΔW = B · A', 'קפוא', 'מאמנים רק את A ואת B, כלומר 24 מספרים במקום 36'],
  controlnet: [
    'תמונת מקור',
    'מפת קצוות',
    'יצירה מרעש',
    'ControlNet',
    'ניקוי רעש: שלב 4/4',
    'פרומפט: בית אדום בשקיעה',
  ],
  'semantic-search': ["חיפוש: איך מתקנים פנצ'ר?", 'שאילתה', '1. החלפת פנימית', 'דמיון 0.89', 'דמיון 0.18'],
  'few-shot-learning': ['3 דוגמאות', 'הסרט היה נהדר', 'החדר היה מלוכלך', 'שלילי', 'הדפוס: משפט ← רגש'],
  multimodal: ['כלב רץ', 'מקודד טקסט', 'מקודד תמונה', 'מקודד שמע', 'אותה משמעות'],
  hallucinations: ['כהן ולוי (2019)', '97%', '✗ לא נמצא', 'הזיה: ציטוט מפוברק שנשמע אמין'],
  'fine-tuning': [
    'מודל מכוונן',
    'שגיאה (loss) על הנתונים',
    'תקופת אימון 6 מתוך 6',
    "אחרי: היי! באזור האישי בוחרים 'המנויים שלי' ← 'ביטול'.",
  ],
  convolution: ['תמונה (פיקסלים)', 'מסנן', 'מפת מאפיינים', 'סכום (פיקסל × משקל) בחלון = 3'],
};

const HEBREW = /[\u05d0-\u05ea]/;

/** The text of every <text> in the SVG that is not hidden (no ancestor at opacity 0). */
function visibleTexts(markup: string): string[] {
  const $ = load(markup, { xml: true });
  return $('text')
    .toArray()
    .filter(
      (node) =>
        !$(node)
          .parents()
          .addBack()
          .toArray()
          .some((el) => /opacity:0(?![.\d])/.test($(el).attr('style') ?? '')),
    )
    .map((node) => $(node).text().replace(/\s+/g, ' ').trim());
}

async function stillFrame(concept: Concept): Promise<string> {
  const entry = VISUALIZATIONS[concept];
  if (!entry) throw new Error(`no visualization registered for ${concept}`);
  const { default: Visualization } = await entry.load();
  return renderToStaticMarkup(<Visualization playing={false} />);
}

describe('the visualization registry', () => {
  it('has one visualization for each of the 22 concepts, with a Hebrew caption of what moves', () => {
    expect(Object.keys(VISUALIZATIONS).sort()).toEqual([...CONCEPTS].sort());
    expect(Object.keys(VISUALIZATION_CAPTIONS).sort()).toEqual([...CONCEPTS].sort());
    for (const concept of CONCEPTS) {
      const caption = VISUALIZATION_CAPTIONS[concept]!;
      expect(caption, concept).toMatch(HEBREW);
      expect(caption.length, concept).toBeGreaterThan(60);
    }
  });

  it('loads each visualization through its own literal dynamic import, so each is its own chunk', () => {
    const source = readFileSync(new URL('../../client/visualizations/registry.ts', import.meta.url), 'utf8');
    for (const concept of CONCEPTS) expect(source).toContain(`load: () => import('./${concept}.tsx')`);
  });
});

describe.each(CONCEPTS)('the %s visualization', (concept) => {
  it('renders a still frame: an SVG image with a Hebrew label', async () => {
    const markup = await stillFrame(concept);
    const $ = load(markup, { xml: true });
    const svg = $('svg');
    expect(svg).toHaveLength(1);
    expect(svg.attr('role')).toBe('img');
    expect(svg.attr('aria-label')).toMatch(HEBREW);
    expect(svg.attr('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    expect(svg.attr('class')).toBe('vz');
    expect(markup).not.toMatch(/NaN|undefined|\[object Object\]/);
  });

  it('shows its idea in the still frame', async () => {
    const texts = visibleTexts(await stillFrame(concept));
    for (const expected of STILL_FRAME[concept]) {
      expect(
        texts.some((text) => text.includes(expected)),
        `"${expected}" visible in ${JSON.stringify(texts)}`,
      ).toBe(true);
    }
  });

  it('is marked as moving only while playing', async () => {
    const entry = VISUALIZATIONS[concept]!;
    const { default: Visualization } = await entry.load();
    const svgClass = (playing: boolean) =>
      load(renderToStaticMarkup(<Visualization playing={playing} />), { xml: true })('svg').attr('class');
    expect(svgClass(true)).toBe('vz vz-on');
    expect(svgClass(false)).toBe('vz');
  });
});

describe('VisualizationPanel on the server', () => {
  it('renders the still frame in the first HTML, without waiting for a stream', async () => {
    // The server loads every visualization when the module starts; once loaded, a render includes it.
    await expect
      .poll(() =>
        renderToString(
          <VisualizationPanel concept="tokenization" caption={VISUALIZATION_CAPTIONS.tokenization!} />,
        ),
      )
      .toContain('aria-label="המשפט');
    const html = renderToString(
      <VisualizationPanel concept="tokenization" caption={VISUALIZATION_CAPTIONS.tokenization!} />,
    );
    const $ = load(html);
    const figure = $('figure[data-visualization="tokenization"]');
    expect(figure.attr('data-playing')).toBe('false');
    expect(figure.find('svg[role="img"]')).toHaveLength(1);
    expect(figure.find('figcaption').text()).toBe(VISUALIZATION_CAPTIONS.tokenization);
    expect(figure.find('button[aria-pressed="true"]').text()).toContain('השהיית האנימציה');
  });

  it('shows the generic placeholder for an unknown concept', () => {
    const $ = load(renderToString(<VisualizationPanel concept="quantum-annealing" caption={null} />));
    expect($('figure').attr('data-visualization')).toBe('placeholder');
    expect($('figure').text()).toContain('Quantum Annealing');
    expect($('figcaption').text()).toBe('ויזואליזציה אינטראקטיבית');
  });
});
