// Time to the first byte of an uncached, streamed page: sequential requests from a browser user
// agent (crawlers get the whole document at once), each carrying a cookie the page cache does not
// know, so every one is rendered. Measured to the first body chunk (the shell) and to the last.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { BROWSER_ACCEPT_ENCODING, BROWSER_UA } from './http-load.ts';
import { percentile } from './stats.ts';

export type TtfbResult = { firstByteP50: number; firstByteP90: number; lastByteP50: number; samples: number };

function once(url: string, agent: http.Agent): Promise<{ first: number; last: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let first = Number.NaN;
    const request = http.get(
      url,
      {
        agent,
        headers: {
          'user-agent': BROWSER_UA,
          'accept-encoding': BROWSER_ACCEPT_ENCODING,
          // Not a cookie the site sets or knows: the page cache passes such requests through.
          cookie: 'bench-uncached=1',
        },
      },
      (response) => {
        response.on('data', () => {
          if (Number.isNaN(first)) first = performance.now() - start;
        });
        response.on('end', () => resolve({ first, last: performance.now() - start }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

export async function measureTtfb(url: string, samples: number): Promise<TtfbResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < 5; i++) await once(url, agent); // warm-up (JIT, snapshot parse)
    const firsts: number[] = [];
    const lasts: number[] = [];
    for (let i = 0; i < samples; i++) {
      const { first, last } = await once(url, agent);
      firsts.push(first);
      lasts.push(last);
    }
    return {
      firstByteP50: percentile(firsts, 50),
      firstByteP90: percentile(firsts, 90),
      lastByteP50: percentile(lasts, 50),
      samples,
    };
  } finally {
    agent.destroy();
  }
}
