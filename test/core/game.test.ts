import { describe, expect, it } from 'vitest';
import { canonicalJson, findOfferedChoice, RuleError, type Prompt } from '../../src/core/game.js';

describe('RuleError', () => {
  it('keeps the reason and says it as its message', () => {
    const literal = new RuleError('Not your turn');
    expect(literal).toBeInstanceOf(Error);
    expect(literal.name).toBe('RuleError');
    expect(literal.message).toBe('Not your turn');
    expect(literal.reason).toBe('Not your turn');
    const keyed = new RuleError({ key: 'sfb.err.range', vars: { max: 3 } });
    expect(keyed.message).toBe('sfb.err.range');
    expect(keyed.reason).toEqual({ key: 'sfb.err.range', vars: { max: 3 } });
  });
});

describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
    expect(canonicalJson([{ b: 2, a: 1 }, 'x', null, true])).toBe('[{"a":1,"b":2},"x",null,true]');
    expect(canonicalJson({ bb: 1, b: 2, B: 3, ab: 4 })).toBe('{"B":3,"ab":4,"b":2,"bb":1}');
  });

  it('writes plain values as JSON does', () => {
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson(0)).toBe('0');
    expect(canonicalJson('a')).toBe('"a"');
    expect(canonicalJson([])).toBe('[]');
    expect(canonicalJson({})).toBe('{}');
    expect(canonicalJson({ a: undefined, b: 0, c: '', d: false })).toBe('{"b":0,"c":"","d":false}');
  });

  it('gives equal text for objects equal up to key order', () => {
    expect(canonicalJson({ x: 1, y: [1, 2] })).toBe(canonicalJson({ y: [1, 2], x: 1 }));
    expect(canonicalJson({ x: 1, y: [1, 2] })).not.toBe(canonicalJson({ x: 1, y: [2, 1] }));
  });
});

describe('findOfferedChoice', () => {
  const prompts: Prompt[] = [
    {
      seat: 0,
      kind: 'move',
      text: 'Move',
      choices: [
        { id: 'a', label: 'A', action: { type: 'move', to: '1,0', with: 'x' } },
        { id: 'b', label: 'B', action: { type: 'pass' } },
      ],
    },
    { seat: 1, kind: 'react', text: 'React', choices: [{ id: 'c', label: 'C', action: { type: 'pass' } }] },
    { seat: 0, kind: 'again', text: 'Again', choices: [{ id: 'd', label: 'D', action: { type: 'end' } }] },
  ];

  it('finds the seat’s choice whose action is deep-equal, whatever the key order', () => {
    expect(findOfferedChoice(prompts, 0, { with: 'x', to: '1,0', type: 'move' })?.id).toBe('a');
    expect(findOfferedChoice(prompts, 0, { type: 'pass' })?.id).toBe('b');
    expect(findOfferedChoice(prompts, 1, { type: 'pass' })?.id).toBe('c');
    expect(findOfferedChoice(prompts, 0, { type: 'end' })?.id).toBe('d');
  });

  it('finds nothing another seat was offered, or an action nobody was offered', () => {
    expect(findOfferedChoice(prompts, 1, { type: 'end' })).toBeUndefined();
    expect(findOfferedChoice(prompts, 0, { type: 'move', to: '1,0' })).toBeUndefined();
    expect(findOfferedChoice(prompts, 2, { type: 'pass' })).toBeUndefined();
    expect(findOfferedChoice([], 0, { type: 'pass' })).toBeUndefined();
  });
});
