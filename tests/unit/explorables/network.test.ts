import { describe, expect, it } from 'vitest';
import {
  DATASETS,
  GRID_SIZE,
  makeDataset,
  POINT_COUNT,
  readNetworkSettings,
  startRun,
  TRAIN_STEPS,
} from '../../../src/domain/explorables/network.ts';
import { createExplorables } from '../../../src/explorables/explorables.ts';
import { isolatedTokenizer } from '../../../src/explorables/tokenize-isolation.ts';

describe('the network explorable’s trainer', () => {
  it('learns xor: the loss falls below a third of its start within 200 steps, and most points are right', () => {
    const run = startRun({ dataset: 'xor', hidden: 4, learningRate: 1 });
    const start = run.advance(0);
    const after = run.advance(200);
    expect(after.step).toBe(200);
    expect(after.loss).toBeLessThan(start.loss / 3);
    expect(after.accuracy).toBeGreaterThanOrEqual(0.95);
    // The recorded curve goes down step after step.
    const losses = after.losses.map((point) => point.loss);
    for (let index = 1; index < losses.length; index++)
      expect(losses[index]).toBeLessThan(losses[index - 1]!);
  });

  it('trains the same way every time (seeded), and stops at the run’s length', () => {
    const settings = { dataset: 'spiral', hidden: 6, learningRate: 0.3 } as const;
    const first = startRun(settings).advance(Number.POSITIVE_INFINITY);
    const again = startRun(settings).advance(TRAIN_STEPS + 50);
    expect(first.step).toBe(TRAIN_STEPS);
    expect(again).toEqual(first);
    expect(first.region).toHaveLength(GRID_SIZE * GRID_SIZE);
    for (const probability of first.region) expect(probability).toBeGreaterThanOrEqual(0);
  });

  it('makes balanced datasets inside the square', () => {
    for (const name of DATASETS) {
      const points = makeDataset(name);
      expect(points).toHaveLength(POINT_COUNT);
      expect(points.filter((point) => point.label === 1)).toHaveLength(POINT_COUNT / 2);
      for (const point of points)
        expect(Math.max(Math.abs(point.x), Math.abs(point.y))).toBeLessThanOrEqual(1);
    }
    // Class 1 of the circle is inside, class 0 outside: a straight line cannot split them.
    const circle = makeDataset('circle');
    const radius = (point: { x: number; y: number }) => Math.hypot(point.x, point.y);
    expect(Math.max(...circle.filter((p) => p.label === 1).map(radius))).toBeLessThan(
      Math.min(...circle.filter((p) => p.label === 0).map(radius)),
    );
  });

  it('clamps bad parameters with Hebrew notes', () => {
    const { settings, notes } = readNetworkSettings(new URLSearchParams('dataset=moon&hidden=999&rate=0.25'));
    expect(settings).toEqual({ dataset: 'xor', hidden: 8, learningRate: 0.3 });
    expect(notes).toHaveLength(3);
    expect(readNetworkSettings(new URLSearchParams('hidden=abc&rate=-1')).settings).toEqual({
      dataset: 'xor',
      hidden: 4,
      learningRate: 1,
    });
    expect(readNetworkSettings(new URLSearchParams('dataset=circle&hidden=2&rate=3')).notes).toEqual([]);
  });
});

describe('the server’s network explorable', () => {
  it('shows the set-up trained by the same code, the same still on every request', async () => {
    const explorables = createExplorables({ derive: async () => null } as never, isolatedTokenizer());
    const params = new URLSearchParams('dataset=circle&hidden=3&rate=0.3');
    const page = await explorables.forTerm('neural-networks', params);
    expect(page?.kind).toBe('network');
    if (page?.kind !== 'network') return;
    const trained = startRun(page.settings).advance(TRAIN_STEPS);
    expect(page.trained).toEqual(trained);
    expect(page.trained.loss).toBeLessThan(page.trained.losses[0]!.loss);
    expect(await explorables.forTerm('neural-networks', params)).toEqual(page);
  });
});
