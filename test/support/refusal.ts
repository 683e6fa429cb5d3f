import { RuleError } from '../../src/core/game.js';
import type { Text } from '../../src/core/text.js';

/** The reason a rules engine gave for refusing `fn`, read with `read` (e.g. English); fails the test when nothing was refused. */
export function refusal(fn: () => unknown, read: (reason: Text) => string): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return read(e.reason);
    throw e;
  }
  throw new Error('not refused');
}
