/**
 * The fields Discord always returns on message components, filled in when a
 * message is served (the stored request keeps what the bot sent): every
 * component numbered depth-first as Discord numbers them, containers'
 * `accent_color` and `spoiler`, media items' `description` and `spoiler`,
 * media `id`, separators' `spacing` and `divider`, selects' `min_values` and
 * `max_values`, files' `name`, `size` and `spoiler` (from the attachment
 * they show). Checked against Discord's response schemas in
 * test/emulator/spec-schemas.test.ts and with the emulator's
 * `responseChecks`.
 */
import { isObj, type Obj, type StoredAttachment } from '../model.js';

export function responseComponents(components: readonly Obj[], attachments: readonly StoredAttachment[] = []): Obj[] {
  let next = 1;
  const shape = (c: Obj): Obj => {
    const out: Obj = { ...c, id: typeof c.id === 'number' ? c.id : next };
    next = Math.max(next, out.id as number) + 1;
    if (Array.isArray(c.components)) out.components = (c.components as Obj[]).map(shape);
    if (isObj(c.accessory)) out.accessory = shape(c.accessory);
    switch (c.type) {
      case 3:
        out.min_values = c.min_values ?? 1;
        out.max_values = c.max_values ?? 1;
        break;
      case 11:
        out.media = media(c.media);
        out.description = c.description ?? null;
        out.spoiler = c.spoiler ?? false;
        break;
      case 12:
        out.items = ((c.items as Obj[] | undefined) ?? []).map((item) => ({
          ...item,
          media: media(item.media),
          description: item.description ?? null,
          spoiler: item.spoiler ?? false,
        }));
        break;
      case 13: {
        out.file = media(c.file);
        const shown = attachments.find((a) => a.id === (out.file as Obj).attachment_id);
        out.name = shown?.filename ?? null;
        out.size = shown?.bytes.length ?? null;
        out.spoiler = c.spoiler ?? false;
        break;
      }
      case 14:
        out.spacing = c.spacing ?? 1;
        out.divider = c.divider ?? true;
        break;
      case 17:
        out.accent_color = c.accent_color ?? null;
        out.spoiler = c.spoiler ?? false;
        break;
    }
    return out;
  };
  return components.map(shape);
}

/** An unfurled media: Discord gives it an id (the attachment's when it is one) and a proxy URL. */
function media(value: unknown): Obj {
  const m = isObj(value) ? value : {};
  return { ...m, id: m.id ?? m.attachment_id ?? '0', proxy_url: m.proxy_url ?? m.url };
}
