import type { Json } from '../../../core/game.js';
import type { AtView } from '../rules/view.js';

/**
 * What the pictures read: the engine's view plus the placed tokens (the
 * Turret, the Fairy Circle: public), which the Discord module adds.
 */
export type AtPictureView = AtView & { tokens?: Record<string, { hex: string; owner: number } | null> };

export const asAtView = (json: Json): AtPictureView => json as unknown as AtPictureView;
