/**
 * The decision shape three engines share (src/core/decisions.ts): the
 * prompt it offers, which action picks which option, and that running an
 * option leaves the given state alone and settles on the copy.
 */
import { describe, expect, it } from 'vitest';
import { chosenOption, decisionPrompt, runOption, type Decision } from '../../src/core/decisions.js';
import { t } from '../../src/core/text.js';

interface Counter {
  n: number;
  log: string[];
}

const add = (k: number, group?: string) => ({
  id: `+${k}`,
  label: t('x.add', { k }),
  ...(group ? { group: t(group) } : {}),
  run: (s: Counter) => {
    s.n += k;
  },
});

const spec = (secret?: boolean): Decision<Counter> => ({
  seat: 1,
  kind: 'pick',
  text: t('x.pick'),
  ...(secret === undefined ? {} : { secret }),
  opts: [add(1), add(2, 'x.row')],
});

describe('decisions', () => {
  it('a prompt offers one choice per option, in order, with the action naming it and its group', () => {
    expect(decisionPrompt(spec())).toEqual({
      seat: 1,
      kind: 'pick',
      text: t('x.pick'),
      choices: [
        { id: '+1', label: t('x.add', { k: 1 }), action: { type: 'pick', c: '+1' } },
        { id: '+2', label: t('x.add', { k: 2 }), action: { type: 'pick', c: '+2' }, group: t('x.row') },
      ],
    });
  });

  it('a secret decision gives a secret prompt; a decision that is not secret says nothing of it', () => {
    expect(decisionPrompt(spec(true)).secret).toBe(true);
    expect('secret' in decisionPrompt(spec(false))).toBe(false);
    expect('secret' in decisionPrompt(spec())).toBe(false);
  });

  it('an action picks an option only when it is exactly { type: kind, c: offered id }', () => {
    expect(chosenOption(spec(), { type: 'pick', c: '+2' })?.id).toBe('+2');
    expect(chosenOption(spec(), { type: 'pick', c: '+1' })?.id).toBe('+1');
    expect(chosenOption(spec(), { type: 'pick', c: '+3' })).toBeUndefined();
    expect(chosenOption(spec(), { type: 'other', c: '+1' })).toBeUndefined();
    expect(chosenOption(spec(), { type: 'pick' })).toBeUndefined();
    expect(chosenOption(spec(), { type: 'pick', c: '+1', extra: 1 })).toBeUndefined();
  });

  it('running an option changes a copy, then settles on that copy with the events so far', () => {
    const before: Counter = { n: 10, log: [] };
    const settled: { n: number; events: number }[] = [];
    const out = runOption(before, spec().opts[1]!, {
      clone: (s) => ({ n: s.n, log: [...s.log] }),
      settle: (s, events) => {
        settled.push({ n: s.n, events: events.length });
        events.push({ text: t('x.settled') });
      },
    });
    expect(before).toEqual({ n: 10, log: [] });
    expect(out.state).toEqual({ n: 12, log: [] });
    expect(settled).toEqual([{ n: 12, events: 0 }]);
    expect(out.events).toEqual([{ text: t('x.settled') }]);
  });
});
