/** The pure payload checks: error nesting like Discord's and component counting. */
import { describe, expect, it } from 'vitest';
import { checkMessagePayload, countComponents } from '../../src/emulator/index.js';
import { nestProblems } from '../../src/emulator/errors.js';

const ctx = { attachmentNames: [], allowEphemeral: true, isEdit: false };

describe('limits', () => {
  it('nests field problems like Discord: components.0.components.5._errors', () => {
    const nested = nestProblems([
      { path: ['components', 0, 'components', 5, 'label'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 80 or fewer in length.' },
    ]);
    expect(nested).toEqual({
      components: {
        '0': { components: { '5': { label: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 80 or fewer in length.' }] } } } },
      },
    });
  });

  it('counts nested components and section accessories', () => {
    const section = {
      type: 9,
      components: [
        { type: 10, content: 'a' },
        { type: 10, content: 'b' },
      ],
      accessory: { type: 2, style: 1, custom_id: 'x', label: 'X' },
    };
    expect(countComponents([{ type: 17, components: [section, { type: 14 }] }])).toBe(6);
  });

  it('accepts exactly the limits and rejects one past them', () => {
    const row = (n: number) => ({
      type: 1,
      components: Array.from({ length: n }, (_, k) => ({ type: 2, style: 2, custom_id: `b${k}-${n}`, label: 'x' })),
    });
    expect(
      checkMessagePayload(
        {
          content: 'x'.repeat(2000),
          components: Array.from({ length: 5 }, (_, r) => ({
            ...row(5),
            components: row(5).components.map((b) => ({ ...b, custom_id: `${b.custom_id}-${r}` })),
          })),
        },
        ctx,
      ),
    ).toEqual([]);
    expect(checkMessagePayload({ content: 'x'.repeat(2001) }, ctx).map((p) => p.path.join('.'))).toEqual(['content']);
    expect(
      checkMessagePayload(
        { components: [{ type: 1, components: [{ type: 2, style: 1, custom_id: 'i'.repeat(100), label: 'L'.repeat(80) }] }] },
        ctx,
      ),
    ).toEqual([]);
  });

  it('a link button needs a url and no custom_id', () => {
    const problems = checkMessagePayload(
      { components: [{ type: 1, components: [{ type: 2, style: 5, custom_id: 'x', label: 'Site' }] }] },
      ctx,
    );
    expect(problems.map((p) => p.code).sort()).toEqual(['BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED', 'BUTTON_COMPONENT_URL_REQUIRED']);
  });

  it('an edit cannot drop the Components V2 flag', () => {
    const problems = checkMessagePayload({ flags: 0, components: [] }, { ...ctx, isEdit: true, existingFlags: 1 << 15 });
    expect(problems.map((p) => p.code)).toEqual(['MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG']);
  });
});

describe('flags on edits (#12.1)', () => {
  const text = { components: [{ type: 10, content: 'x' }] };
  const edit = { attachmentNames: [], allowEphemeral: true, isEdit: true, existingFlags: 32768 | 64 };
  it('an edit may carry only SUPPRESS_EMBEDS and IS_COMPONENTS_V2: EPHEMERAL on an edit is refused, naming flags', () => {
    expect(checkMessagePayload({ ...text, flags: 32768 | 64 }, edit).map((p) => [p.path.join('.'), p.code])).toEqual([
      ['flags', 'MESSAGE_FLAGS_INVALID'],
    ]);
    expect(checkMessagePayload({ ...text, flags: 32768 }, edit)).toEqual([]);
    expect(checkMessagePayload({ ...text, flags: 32768 | 4 }, edit)).toEqual([]);
    // A first reply may be ephemeral.
    expect(checkMessagePayload({ ...text, flags: 32768 | 64 }, ctx)).toEqual([]);
  });

  it('the bot sends edits with the allowed flags only, whatever the payload was built for', async () => {
    const { forEdit } = await import('../../src/discord/edit-flags.js');
    expect(forEdit({ flags: 32768 | 64, components: [] })).toEqual({ flags: 32768, components: [] });
    expect(forEdit({ flags: 4 | 64 })).toEqual({ flags: 4 });
    expect(forEdit({ components: [] })).toEqual({ components: [] });
    expect(forEdit('text')).toBe('text');
  });
});
