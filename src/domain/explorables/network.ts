import { seededRandom } from './sampling.ts';

// The network explorable (docs/product.md#explorables): a tiny neural network (two inputs, one
// hidden layer of tanh units, one sigmoid output) learning to tell two classes of 2-D points apart,
// as TensorFlow Playground does. Pure and seeded: the server trains the no-JavaScript still with it,
// and the browser imports it (on the reader's first "train") to train live from the same start.

export const DATASETS = ['circle', 'xor', 'spiral'] as const;
export type DatasetName = (typeof DATASETS)[number];
export const HIDDEN_UNITS = { min: 1, max: 8, default: 4 } as const;
export const LEARNING_RATES = [0.01, 0.03, 0.1, 0.3, 1, 3] as const;
const DEFAULT_RATE = 1;
/** Points per dataset, steps of one training run, the decision region's cells per side. */
export const POINT_COUNT = 120;
export const TRAIN_STEPS = 400;
export const GRID_SIZE = 16;
/** The loss is recorded every this many steps (the curve's points and the table's rows). */
export const LOSS_EVERY = 50;
const SEED = 42;

export type NetworkSettings = { dataset: DatasetName; hidden: number; learningRate: number };
/** A point in [-1, 1]², of class 0 or 1. */
export type LabelledPoint = { x: number; y: number; label: 0 | 1 };
export type Network = { hidden: number; w1: number[]; b1: number[]; w2: number[]; b2: number };

export function readNetworkSettings(params: URLSearchParams): { settings: NetworkSettings; notes: string[] } {
  const notes: string[] = [];
  const rawDataset = params.get('dataset');
  const dataset = DATASETS.find((name) => name === rawDataset) ?? 'xor';
  if (rawDataset !== null && rawDataset !== dataset)
    notes.push('מערך הנתונים שביקשתם לא מוכר, ולכן מוצג XOR.');
  const rawHidden = params.get('hidden');
  const asNumber = Number(rawHidden);
  const hidden =
    rawHidden === null || rawHidden.trim() === '' || !Number.isFinite(asNumber)
      ? HIDDEN_UNITS.default
      : Math.min(HIDDEN_UNITS.max, Math.max(HIDDEN_UNITS.min, Math.round(asNumber)));
  if (rawHidden !== null && Number(rawHidden) !== hidden)
    notes.push(`מספר היחידות ${rawHidden.slice(0, 20)} מחוץ לטווח (או אינו מספר), ולכן הוצגו ${hidden}.`);
  const rawRate = params.get('rate');
  const rate = Number(rawRate);
  // The nearest offered rate (on a log scale): a typed 0.25 trains at 0.3, not at an untried value.
  const learningRate =
    rawRate === null || rawRate.trim() === '' || !Number.isFinite(rate) || rate <= 0
      ? DEFAULT_RATE
      : LEARNING_RATES.reduce((best, choice) =>
          Math.abs(Math.log(choice / rate)) < Math.abs(Math.log(best / rate)) ? choice : best,
        );
  if (rawRate !== null && rate !== learningRate)
    notes.push(`קצב הלמידה ${rawRate.slice(0, 20)} אינו אחד הערכים המוצעים, ולכן הוצג ${learningRate}.`);
  return { settings: { dataset, hidden, learningRate }, notes };
}

/** The dataset's points, the same on every call (seeded). */
export function makeDataset(name: DatasetName): LabelledPoint[] {
  const random = seededRandom(SEED);
  const noise = () => (random() - 0.5) * 0.1;
  return Array.from({ length: POINT_COUNT }, (_, index): LabelledPoint => {
    const label = (index % 2) as 0 | 1;
    if (name === 'circle') {
      // Class 1 inside radius 0.4, class 0 on a ring from 0.6 to 0.95.
      const radius = label === 1 ? random() * 0.4 : 0.6 + random() * 0.35;
      const angle = random() * 2 * Math.PI;
      return { x: radius * Math.cos(angle) + noise(), y: radius * Math.sin(angle) + noise(), label };
    }
    if (name === 'xor') {
      // Class 1 in the quadrants where x and y have the same sign, class 0 in the other two.
      const signX = random() < 0.5 ? -1 : 1;
      const signY = label === 1 ? signX : -signX;
      return { x: (random() * 0.85 + 0.1) * signX, y: (random() * 0.85 + 0.1) * signY, label };
    }
    // Two interleaved spiral arms.
    const t = (Math.floor(index / 2) / (POINT_COUNT / 2)) * 1.75 * Math.PI;
    const radius = 0.1 + (t / (1.75 * Math.PI)) * 0.85;
    const angle = t + label * Math.PI;
    return { x: radius * Math.cos(angle) + noise(), y: radius * Math.sin(angle) + noise(), label };
  });
}

/** Small random weights (seeded: every run of a set-up starts from the same network). */
export function initNetwork(hidden: number): Network {
  const random = seededRandom(SEED + hidden);
  const weight = () => (random() - 0.5) * 2;
  return {
    hidden,
    w1: Array.from({ length: hidden * 2 }, weight),
    b1: Array.from({ length: hidden }, () => 0),
    w2: Array.from({ length: hidden }, weight),
    b2: 0,
  };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The probability of class 1 at (x, y). */
export function predict(network: Network, x: number, y: number): number {
  let z = network.b2;
  for (let unit = 0; unit < network.hidden; unit++)
    z +=
      network.w2[unit]! *
      Math.tanh(network.w1[unit * 2]! * x + network.w1[unit * 2 + 1]! * y + network.b1[unit]!);
  return sigmoid(z);
}

/** Mean binary cross-entropy over the points. */
export function lossOf(network: Network, points: readonly LabelledPoint[]): number {
  let sum = 0;
  for (const point of points) {
    const p = Math.min(1 - 1e-12, Math.max(1e-12, predict(network, point.x, point.y)));
    sum -= point.label === 1 ? Math.log(p) : Math.log(1 - p);
  }
  return sum / points.length;
}

export function accuracyOf(network: Network, points: readonly LabelledPoint[]): number {
  const right = points.filter((point) => (predict(network, point.x, point.y) >= 0.5 ? 1 : 0) === point.label);
  return right.length / points.length;
}

/** One step of full-batch gradient descent on the mean cross-entropy (the network changes in place). */
export function trainStep(network: Network, points: readonly LabelledPoint[], learningRate: number): void {
  const { hidden } = network;
  const gw1 = new Array<number>(hidden * 2).fill(0);
  const gb1 = new Array<number>(hidden).fill(0);
  const gw2 = new Array<number>(hidden).fill(0);
  let gb2 = 0;
  const activations = new Array<number>(hidden);
  for (const point of points) {
    let z = network.b2;
    for (let unit = 0; unit < hidden; unit++) {
      const a = Math.tanh(
        network.w1[unit * 2]! * point.x + network.w1[unit * 2 + 1]! * point.y + network.b1[unit]!,
      );
      activations[unit] = a;
      z += network.w2[unit]! * a;
    }
    // d(cross-entropy)/dz of a sigmoid output is (p - label).
    const delta = sigmoid(z) - point.label;
    gb2 += delta;
    for (let unit = 0; unit < hidden; unit++) {
      const a = activations[unit]!;
      gw2[unit]! += delta * a;
      const back = delta * network.w2[unit]! * (1 - a * a);
      gb1[unit]! += back;
      gw1[unit * 2]! += back * point.x;
      gw1[unit * 2 + 1]! += back * point.y;
    }
  }
  const scale = learningRate / points.length;
  for (let index = 0; index < gw1.length; index++) network.w1[index]! -= scale * gw1[index]!;
  for (let unit = 0; unit < hidden; unit++) {
    network.b1[unit]! -= scale * gb1[unit]!;
    network.w2[unit]! -= scale * gw2[unit]!;
  }
  network.b2 -= scale * gb2;
}

/**
 * The decision region: class 1's probability at the centre of each of GRID_SIZE² cells, row by row
 * from the top (y = 1) and, in each row, from x = -1; two decimals.
 */
export function regionOf(network: Network): number[] {
  const cells: number[] = [];
  for (let row = 0; row < GRID_SIZE; row++) {
    const y = 1 - ((row + 0.5) / GRID_SIZE) * 2;
    for (let column = 0; column < GRID_SIZE; column++) {
      const x = -1 + ((column + 0.5) / GRID_SIZE) * 2;
      cells.push(Math.round(predict(network, x, y) * 100) / 100);
    }
  }
  return cells;
}

export type LossPoint = { step: number; loss: number };

/** Where a run has got to: its step, loss (four decimals), accuracy, curve and decision region. */
export type NetworkState = {
  step: number;
  loss: number;
  accuracy: number;
  losses: LossPoint[];
  region: number[];
};

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** A training run of a set-up, from the seeded start: advance() trains a few steps at a time. */
export function startRun(settings: NetworkSettings) {
  const points = makeDataset(settings.dataset);
  const network = initNetwork(settings.hidden);
  let step = 0;
  const losses: LossPoint[] = [{ step: 0, loss: round4(lossOf(network, points)) }];
  const state = (): NetworkState => ({
    step,
    loss: round4(lossOf(network, points)),
    accuracy: accuracyOf(network, points),
    losses: [...losses],
    region: regionOf(network),
  });
  return {
    points,
    done: () => step >= TRAIN_STEPS,
    /** Trains up to `steps` more steps (never past TRAIN_STEPS) and returns the new state. */
    advance(steps: number): NetworkState {
      const until = Math.min(TRAIN_STEPS, step + steps);
      while (step < until) {
        trainStep(network, points, settings.learningRate);
        step++;
        if (step % LOSS_EVERY === 0) losses.push({ step, loss: round4(lossOf(network, points)) });
      }
      return state();
    },
  };
}
