/**
 * Fits ESW's search evaluation (src/games/esw/rules/search.ts, ESW_WEIGHTS): plays heuristic games of 3 to 6
 * wizards from fixed seeds, takes every turn start with its features (eswFeatures) and the match's winner, and fits
 * the conditional logit by gradient ascent on the log-likelihood (a small L2 penalty). Prints the weights and the
 * held-out log-loss of the fit, of the former hand-made evaluation and of an even share.
 * Run: `npx tsx scripts/fit-esw-evaluation.ts [games]` (deterministic: same games, same weights).
 */
import { eswEngine, type EswState } from '../src/games/esw/engine.js';
import { eswFeatures } from '../src/games/esw/rules/search.js';

interface Sample {
  features: number[][];
  /** The winner's seat (a match without one is left out). */
  winner: number;
  state: EswState;
}

function game(seed: string, players: number): Sample[] {
  const seats = Array.from({ length: players }, (_, i) => ({ name: `W${i + 1}`, bot: true }));
  let s = eswEngine.setup({ players }, seats, seed);
  const starts: EswState[] = [];
  let last = '';
  for (let n = 0; n < 5000 && !eswEngine.outcome(s); n++) {
    const key = `${s.round}:${s.turn}`;
    if (s.phase === 'build' && key !== last) {
      starts.push(s);
      last = key;
    }
    const p = eswEngine.prompts(s)[0]!;
    s = eswEngine.apply(s, p.seat, eswEngine.botAction(s, p.seat)).state;
  }
  const first = eswEngine.outcome(s)?.ranking[0] ?? [];
  if (first.length !== 1) return [];
  return starts.map((state) => ({ features: eswFeatures(state), winner: first[0]!, state }));
}

function probabilities(w: number[], features: number[][]): number[] {
  const z = features.map((f) => f.reduce((a, v, i) => a + v * w[i]!, 0));
  const top = Math.max(...z);
  const e = z.map((x) => Math.exp(x - top));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / sum);
}

function fit(data: Sample[], dims: number): number[] {
  const w = new Array<number>(dims).fill(0);
  const m = new Array<number>(dims).fill(0);
  const v = new Array<number>(dims).fill(0);
  const l2 = 1e-3;
  for (let step = 1; step <= 3000; step++) {
    const g = w.map((x) => -l2 * x * data.length);
    for (const d of data) {
      const p = probabilities(w, d.features);
      d.features.forEach((f, seat) => {
        const y = seat === d.winner ? 1 : 0;
        for (let i = 0; i < dims; i++) g[i]! += (y - p[seat]!) * f[i]!;
      });
    }
    // Adam, on the mean gradient.
    for (let i = 0; i < dims; i++) {
      const gi = g[i]! / data.length;
      m[i] = 0.9 * m[i]! + 0.1 * gi;
      v[i] = 0.999 * v[i]! + 0.001 * gi * gi;
      const mh = m[i]! / (1 - 0.9 ** step);
      const vh = v[i]! / (1 - 0.999 ** step);
      w[i]! += (0.02 * mh) / (Math.sqrt(vh) + 1e-8);
    }
  }
  return w;
}

const logLoss = (data: Sample[], p: (d: Sample) => number) => -data.reduce((a, d) => a + Math.log(Math.max(1e-9, p(d))), 0) / data.length;

/** The hand-made evaluation this fit replaced: life squared among the living, tokens weighted. */
function formerEvaluation(st: EswState, seat: number): number {
  const round = st.seats.map((x) => (x.alive ? Math.max(1, x.life) ** 2 : 0));
  const roundSum = round.reduce((a, b) => a + b, 0) || 1;
  const score = st.seats.map((x, i) => {
    const r = round[i]! / roundSum;
    return x.tokens >= 1 ? r * 3 + x.tokens * 0.5 : r + x.tokens * 0.5;
  });
  const total = score.reduce((a, b) => a + b, 0) || 1;
  return score[seat]! / total;
}

const games = Number(process.argv[2] ?? '600');
const train: Sample[] = [];
const test: Sample[] = [];
for (let g = 0; g < games; g++) (g % 5 === 4 ? test : train).push(...game(`esw-fit-${g}`, 3 + (g % 4)));
const w = fit(train, train[0]!.features[0]!.length);
console.log(`positions: ${train.length} to fit, ${test.length} held out`);
console.log(`weights: [${w.map((x) => x.toFixed(3)).join(', ')}]`);
console.log(
  `held-out log-loss: fit ${logLoss(test, (d) => probabilities(w, d.features)[d.winner]!).toFixed(4)},`,
  `former ${logLoss(test, (d) => formerEvaluation(d.state, d.winner)).toFixed(4)},`,
  `even ${logLoss(test, (d) => 1 / d.features.length).toFixed(4)}`,
);
