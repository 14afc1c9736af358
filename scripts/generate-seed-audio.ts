// Makes the seed podcast playable: speaks short Hebrew scripts with espeak-ng, joins the lines with
// sox, encodes small MP3s with lame into public/audio/, and writes the transcript (WebVTT) and the
// chapters (JSON chapters) of the seed episode with the real timings of the spoken lines.
//
//   apt-get install -y espeak-ng sox lame   # once; Debian packages
//   node scripts/generate-seed-audio.ts
//
// The outputs are committed (the site and the tests never need these tools); run this again only to
// change the seed audio. Each MP3 stays well under 200 KB.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const AUDIO_DIR = path.join(root, 'public/audio');
const SEED_DIR = path.join(root, 'jobs/seed/podcast');
const GAP_SECONDS = 0.6;

type Line = { text: string; chapter?: string };

const EPISODE_12: Line[] = [
  { text: 'שלום וברוכים הבאים לבינה בעברית, הפודקאסט על בינה מלאכותית.', chapter: 'פתיחה' },
  { text: 'בפרק הזה נדבר על סוכני בינה מלאכותית, ומה הם באמת יודעים לעשות.' },
  {
    text: 'סוכן הוא מודל שפה שמתכנן משימה בכמה שלבים, ומשתמש בכלים כדי לבצע אותה.',
    chapter: 'מה זה סוכן',
  },
  {
    text: 'נשווה בין צ׳אטבוט רגיל לבין סוכן, ונראה איפה סוכנים עדיין נכשלים.',
    chapter: 'צ׳אטבוט מול סוכן',
  },
  { text: 'ולבסוף נדבר על הרשאות: איך נותנים לסוכן לעבוד, בלי לאבד שליטה.', chapter: 'הרשאות ושליטה' },
  { text: 'תודה שהאזנתם, ונתראה בפרק הבא.', chapter: 'סיכום' },
];

const SAMPLE: Line[] = [
  { text: 'זהו קטע לדוגמה מהפודקאסט בינה בעברית.' },
  { text: 'הפרק המלא זמין בכל אפליקציות הפודקאסטים.' },
];

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8' });
}

function seconds(file: string): number {
  return Number(run('soxi', ['-D', file]).trim());
}

function vttTime(value: number): string {
  const ms = Math.round(value * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const rest = ms % 1000;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(rest, 3)}`;
}

type Cue = { start: number; end: number; text: string; chapter?: string };

/** Speaks each line, joins them with short silences, encodes one MP3; returns the cue timings. */
function speak(lines: Line[], outFile: string, work: string): { cues: Cue[]; duration: number } {
  const parts: string[] = [];
  const cues: Cue[] = [];
  let at = 0;
  const silence = path.join(work, 'gap.wav');
  run('sox', ['-n', '-r', '22050', '-c', '1', '-b', '16', silence, 'trim', '0', String(GAP_SECONDS)]);
  parts.push(silence);
  at += GAP_SECONDS;
  lines.forEach((line, index) => {
    const wav = path.join(work, `${path.basename(outFile, '.mp3')}-${index}.wav`);
    run('espeak-ng', ['-v', 'he', '-s', '145', '-w', wav, line.text]);
    const length = seconds(wav);
    cues.push({ start: at, end: at + length, text: line.text, chapter: line.chapter });
    parts.push(wav, silence);
    at += length + GAP_SECONDS;
  });
  const joined = path.join(work, `${path.basename(outFile, '.mp3')}.wav`);
  run('sox', [...parts, joined]);
  run('lame', ['--quiet', '-m', 'm', '--resample', '16', '-b', '24', joined, outFile]);
  return { cues, duration: seconds(joined) };
}

const work = mkdtempSync(path.join(os.tmpdir(), 'seed-audio-'));
try {
  mkdirSync(AUDIO_DIR, { recursive: true });
  mkdirSync(path.join(SEED_DIR, 'transcripts'), { recursive: true });
  mkdirSync(path.join(SEED_DIR, 'chapters'), { recursive: true });

  const episode = speak(EPISODE_12, path.join(AUDIO_DIR, 'episode-12.mp3'), work);
  const vtt = ['WEBVTT', ''];
  episode.cues.forEach((cue, index) => {
    vtt.push(String(index + 1), `${vttTime(cue.start)} --> ${vttTime(cue.end)}`, `<v מגיש>${cue.text}`, '');
  });
  writeFileSync(path.join(SEED_DIR, 'transcripts/episode-12.vtt'), vtt.join('\n'));
  const chapters = {
    version: '1.2.0',
    chapters: episode.cues.flatMap((cue, index) =>
      cue.chapter
        ? [{ startTime: index === 0 ? 0 : Math.round(cue.start * 10) / 10, title: cue.chapter }]
        : [],
    ),
  };
  writeFileSync(path.join(SEED_DIR, 'chapters/episode-12.json'), `${JSON.stringify(chapters, null, 2)}\n`);

  const sample = speak(SAMPLE, path.join(AUDIO_DIR, 'sample-episode.mp3'), work);
  for (const [name, duration] of [
    ['episode-12.mp3', episode.duration],
    ['sample-episode.mp3', sample.duration],
  ] as const) {
    const size = statSync(path.join(AUDIO_DIR, name)).size;
    console.log(`${name}: ${duration.toFixed(2)} s, ${Math.round(size / 1024)} KB`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
