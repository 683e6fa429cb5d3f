/**
 * Reaching a choice in a private panel as a person would: its button, its
 * pick in a menu (turning pages), or first its group and then the pick; a
 * choice with a warning is confirmed ("Play it anyway").
 */
import type { Prompt } from '../../src/core/game.js';
import { promptGroups } from '../../src/discord/choice-layout.js';
import { buttons, selects, type Obj } from './tavern.js';

/** Makes one click (message, custom id, menu values) and returns the message it left. */
export type Clicker = (messageId: string, customId: string, values?: string[]) => Promise<Obj>;

export interface Reached {
  /** The panel after the choice was played. */
  message: Obj;
  /** Steps before the pick: groups opened and pages turned. */
  steps: number;
  confirmed: boolean;
}

export async function reachChoice(
  message: (id: string) => Obj | undefined,
  click: Clicker,
  panelId: string,
  prompt: Prompt,
  choiceId: string,
): Promise<Reached> {
  for (let steps = 0; steps < 6; steps++) {
    const panel = message(panelId)!;
    const btn = buttons(panel).find((b) => b.customId.startsWith('ch:') && b.customId.endsWith(`:${choiceId}`));
    const menu = selects(panel).find((s) => s.customId.startsWith('sel:') && s.options.some((o) => o.value === choiceId));
    if (btn || menu) {
      const after = btn ? await click(panelId, btn.customId) : await click(panelId, menu!.customId, [choiceId]);
      const confirm = buttons(after).find((b) => b.customId.startsWith('cfm:') && b.customId.endsWith(`:${choiceId}`));
      if (!confirm) return { message: after, steps, confirmed: false };
      return { message: await click(panelId, confirm.customId), steps, confirmed: true };
    }
    const groups = selects(panel).find((s) => s.customId.startsWith('grp:'));
    const choice = prompt.choices.find((c) => c.id === choiceId)!;
    if (groups && choice.group !== undefined) {
      const index = promptGroups(prompt).findIndex((g) => JSON.stringify(g) === JSON.stringify(choice.group));
      await click(panelId, groups.customId, [String(index)]);
      continue;
    }
    // A long list of picks: the next page (the current page's button is the disabled one).
    const pages = buttons(panel).filter((b) => b.customId.startsWith('pg:'));
    const current = pages.findIndex((b) => b.disabled);
    const next = current >= 0 ? pages[current + 1] : undefined;
    if (!next) break;
    await click(panelId, next.customId);
  }
  throw new Error(`choice ${choiceId} is not reachable in the panel: ${JSON.stringify(buttons(message(panelId)))}`);
}
