/**
 * Discord's message rules, checked strictly so tests catch what real Discord
 * would reject. Pure functions: payload in, list of field problems out.
 */
import type { FieldProblem } from '../errors.js';

export const LIMITS = {
  contentLength: 2000,
  embedsPerMessage: 10,
  embedTotalChars: 6000,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  embedFieldName: 256,
  embedFieldValue: 1024,
  embedFooter: 2048,
  embedAuthorName: 256,
  actionRows: 5,
  buttonsPerRow: 5,
  selectOptions: 25,
  buttonLabel: 80,
  customIdMax: 100,
  selectPlaceholder: 150,
  selectOptionText: 100,
  v2Components: 40,
  v2TextChars: 4000,
  mediaGalleryItems: 10,
  sectionTexts: 3,
  attachmentBytes: 10 * 1024 * 1024,
  filesPerMessage: 10,
  autocompleteChoices: 25,
  modalRows: 5,
} as const;

export const MessageFlag = {
  Ephemeral: 1 << 6,
  Loading: 1 << 7,
  SuppressEmbeds: 1 << 2,
  SuppressNotifications: 1 << 12,
  IsComponentsV2: 1 << 15,
} as const;

export const ComponentType = {
  ActionRow: 1,
  Button: 2,
  StringSelect: 3,
  TextInput: 4,
  UserSelect: 5,
  RoleSelect: 6,
  MentionableSelect: 7,
  ChannelSelect: 8,
  Section: 9,
  TextDisplay: 10,
  Thumbnail: 11,
  MediaGallery: 12,
  File: 13,
  Separator: 14,
  Container: 17,
  Label: 18,
} as const;

const SELECT_TYPES: number[] = [3, 5, 6, 7, 8];
/** The flags an edit may carry: SUPPRESS_EMBEDS and IS_COMPONENTS_V2. */
const EDIT_FLAGS = 4 | MessageFlag.IsComponentsV2;
const LINK_BUTTON = 5;
const PREMIUM_BUTTON = 6;

type Obj = Record<string, unknown>;
type Path = (string | number)[];

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

function maxLength(problems: FieldProblem[], path: Path, value: unknown, max: number): void {
  if (typeof value === 'string' && value.length > max) {
    problems.push({ path, code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${max} or fewer in length.` });
  }
}

export interface MessageCheckContext {
  /** File names the resulting message will carry (uploaded now or kept), for attachment:// references. */
  attachmentNames: string[];
  /** Interaction responses and follow-ups may be ephemeral; channel messages may not. */
  allowEphemeral: boolean;
  /** Flags of the message being edited (edits keep IS_COMPONENTS_V2). */
  existingFlags?: number;
  /** For edits, whether fields absent from the payload keep the message's current values. */
  isEdit: boolean;
}

/** Checks a message create/edit payload; returns every problem found (empty = accepted). */
export function checkMessagePayload(payload: Obj, ctx: MessageCheckContext): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const flags = typeof payload.flags === 'number' ? payload.flags : 0;
  const isV2 = ((flags | (ctx.existingFlags ?? 0)) & MessageFlag.IsComponentsV2) !== 0;

  if (!ctx.allowEphemeral && flags & MessageFlag.Ephemeral) {
    problems.push({
      path: ['flags'],
      code: 'MESSAGE_FLAGS_INVALID',
      message: 'Ephemeral messages can only be sent as interaction responses.',
    });
  }
  // Discord's "Edit Message" documentation: only SUPPRESS_EMBEDS and IS_COMPONENTS_V2 may be set on an edit;
  // whether a message is ephemeral is fixed when it is created (or its reply deferred).
  if (ctx.isEdit && flags & ~EDIT_FLAGS) {
    problems.push({
      path: ['flags'],
      code: 'MESSAGE_FLAGS_INVALID',
      message: `Only SUPPRESS_EMBEDS (4) and IS_COMPONENTS_V2 (32768) can be set when editing a message (got ${flags}).`,
    });
  }
  if (
    ctx.existingFlags !== undefined &&
    ctx.existingFlags & MessageFlag.IsComponentsV2 &&
    typeof payload.flags === 'number' &&
    !(flags & MessageFlag.IsComponentsV2)
  ) {
    problems.push({
      path: ['flags'],
      code: 'MESSAGE_CANNOT_REMOVE_COMPONENTS_V2_FLAG',
      message: 'Cannot remove the IS_COMPONENTS_V2 flag from a message.',
    });
  }
  maxLength(problems, ['content'], payload.content, LIMITS.contentLength);

  if (isV2) {
    if (typeof payload.content === 'string' && payload.content.length > 0) {
      problems.push({
        path: ['content'],
        code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
        message: "The 'content' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
      });
    }
    if (Array.isArray(payload.embeds) && payload.embeds.length > 0) {
      problems.push({
        path: ['embeds'],
        code: 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2',
        message: "The 'embeds' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
      });
    }
  }
  if (payload.embeds !== undefined && payload.embeds !== null) checkEmbeds(problems, payload.embeds, ctx);
  if (Array.isArray(payload.components)) {
    if (isV2) checkComponentsV2(problems, payload.components, ctx);
    else checkLegacyComponents(problems, payload.components);
  }
  return problems;
}

function attachmentRef(problems: FieldProblem[], path: Path, url: unknown, ctx: MessageCheckContext): void {
  const value = str(url);
  if (!value?.startsWith('attachment://')) return;
  const name = value.slice('attachment://'.length);
  if (!ctx.attachmentNames.includes(name)) {
    problems.push({
      path,
      code: 'UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND',
      message: `attachment://${name} does not match any uploaded file (${ctx.attachmentNames.join(', ') || 'none'}).`,
    });
  }
}

function checkEmbeds(problems: FieldProblem[], embeds: unknown, ctx: MessageCheckContext): void {
  if (!Array.isArray(embeds)) {
    problems.push({ path: ['embeds'], code: 'BASE_TYPE_ARRAY', message: 'Must be an array.' });
    return;
  }
  if (embeds.length > LIMITS.embedsPerMessage) {
    problems.push({ path: ['embeds'], code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${LIMITS.embedsPerMessage} or fewer in length.` });
  }
  let total = 0;
  embeds.forEach((embed, i) => {
    if (!isObj(embed)) return;
    const at = (...rest: Path): Path => ['embeds', i, ...rest];
    maxLength(problems, at('title'), embed.title, LIMITS.embedTitle);
    maxLength(problems, at('description'), embed.description, LIMITS.embedDescription);
    total += (str(embed.title)?.length ?? 0) + (str(embed.description)?.length ?? 0);
    if (isObj(embed.footer)) {
      maxLength(problems, at('footer', 'text'), embed.footer.text, LIMITS.embedFooter);
      total += str(embed.footer.text)?.length ?? 0;
      attachmentRef(problems, at('footer', 'icon_url'), embed.footer.icon_url, ctx);
    }
    if (isObj(embed.author)) {
      maxLength(problems, at('author', 'name'), embed.author.name, LIMITS.embedAuthorName);
      total += str(embed.author.name)?.length ?? 0;
      attachmentRef(problems, at('author', 'icon_url'), embed.author.icon_url, ctx);
    }
    if (isObj(embed.image)) attachmentRef(problems, at('image', 'url'), embed.image.url, ctx);
    if (isObj(embed.thumbnail)) attachmentRef(problems, at('thumbnail', 'url'), embed.thumbnail.url, ctx);
    if (Array.isArray(embed.fields)) {
      if (embed.fields.length > LIMITS.embedFields) {
        problems.push({ path: at('fields'), code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${LIMITS.embedFields} or fewer in length.` });
      }
      embed.fields.forEach((field, j) => {
        if (!isObj(field)) return;
        if (!str(field.name) || !str(field.value)) {
          problems.push({ path: at('fields', j), code: 'BASE_TYPE_REQUIRED', message: 'Field name and value are required.' });
        }
        maxLength(problems, at('fields', j, 'name'), field.name, LIMITS.embedFieldName);
        maxLength(problems, at('fields', j, 'value'), field.value, LIMITS.embedFieldValue);
        total += (str(field.name)?.length ?? 0) + (str(field.value)?.length ?? 0);
      });
    }
  });
  if (total > LIMITS.embedTotalChars) {
    problems.push({
      path: ['embeds'],
      code: 'BASE_TYPE_MAX_LENGTH',
      message: `Embed size exceeds maximum size of ${LIMITS.embedTotalChars}`,
    });
  }
}

/** Tracks custom_id uniqueness across a whole message. */
class CustomIds {
  private readonly seen = new Set<string>();
  check(problems: FieldProblem[], path: Path, value: unknown, required: boolean): void {
    if (value === undefined || value === null) {
      if (required) problems.push({ path, code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
      return;
    }
    if (typeof value !== 'string' || value.length < 1 || value.length > LIMITS.customIdMax) {
      problems.push({ path, code: 'BASE_TYPE_BAD_LENGTH', message: `Must be between 1 and ${LIMITS.customIdMax} in length.` });
      return;
    }
    if (this.seen.has(value)) {
      problems.push({ path, code: 'COMPONENT_CUSTOM_ID_DUPLICATED', message: 'Component custom id cannot be duplicated' });
    }
    this.seen.add(value);
  }
}

function checkButton(problems: FieldProblem[], path: Path, button: Obj, ids: CustomIds): void {
  const style = typeof button.style === 'number' ? button.style : 0;
  if (style < 1 || style > 6)
    problems.push({ path: [...path, 'style'], code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {1, 2, 3, 4, 5, 6}.' });
  maxLength(problems, [...path, 'label'], button.label, LIMITS.buttonLabel);
  if (!button.label && !button.emoji && style !== PREMIUM_BUTTON) {
    problems.push({ path, code: 'BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED', message: 'A button requires a label or an emoji.' });
  }
  if (style === LINK_BUTTON) {
    if (!str(button.url))
      problems.push({ path: [...path, 'url'], code: 'BUTTON_COMPONENT_URL_REQUIRED', message: 'A link button requires a url.' });
    if (button.custom_id !== undefined)
      problems.push({
        path: [...path, 'custom_id'],
        code: 'BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED',
        message: 'A link button cannot have a custom id.',
      });
  } else if (style !== PREMIUM_BUTTON) {
    ids.check(problems, [...path, 'custom_id'], button.custom_id, true);
    if (button.url !== undefined)
      problems.push({ path: [...path, 'url'], code: 'BUTTON_COMPONENT_URL_NOT_ALLOWED', message: 'Only link buttons can have a url.' });
  }
}

function checkSelect(problems: FieldProblem[], path: Path, select: Obj, ids: CustomIds): void {
  ids.check(problems, [...path, 'custom_id'], select.custom_id, true);
  maxLength(problems, [...path, 'placeholder'], select.placeholder, LIMITS.selectPlaceholder);
  const min = typeof select.min_values === 'number' ? select.min_values : 1;
  const max = typeof select.max_values === 'number' ? select.max_values : 1;
  if (min < 0 || min > 25)
    problems.push({ path: [...path, 'min_values'], code: 'NUMBER_TYPE_MAX', message: 'min_values must be between 0 and 25.' });
  if (max < 1 || max > 25 || max < min)
    problems.push({
      path: [...path, 'max_values'],
      code: 'NUMBER_TYPE_MAX',
      message: 'max_values must be between 1 and 25 and not below min_values.',
    });
  if (select.type !== ComponentType.StringSelect) return;
  const options = Array.isArray(select.options) ? select.options : [];
  if (options.length < 1 || options.length > LIMITS.selectOptions) {
    problems.push({
      path: [...path, 'options'],
      code: 'BASE_TYPE_BAD_LENGTH',
      message: `Must be between 1 and ${LIMITS.selectOptions} in length.`,
    });
  }
  if (max > options.length && options.length > 0) {
    problems.push({
      path: [...path, 'max_values'],
      code: 'SELECT_COMPONENT_MAX_VALUES_EXCEEDS_OPTIONS',
      message: 'max_values cannot exceed the number of options.',
    });
  }
  const values = new Set<string>();
  options.forEach((option, k) => {
    if (!isObj(option)) return;
    const at: Path = [...path, 'options', k];
    for (const key of ['label', 'value'] as const) {
      const v = option[key];
      if (typeof v !== 'string' || v.length < 1 || v.length > LIMITS.selectOptionText) {
        problems.push({
          path: [...at, key],
          code: 'BASE_TYPE_BAD_LENGTH',
          message: `Must be between 1 and ${LIMITS.selectOptionText} in length.`,
        });
      }
    }
    maxLength(problems, [...at, 'description'], option.description, LIMITS.selectOptionText);
    const value = str(option.value);
    if (value !== undefined && values.has(value)) {
      problems.push({
        path: [...at, 'value'],
        code: 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED',
        message: 'Select option values must be unique.',
      });
    }
    if (value !== undefined) values.add(value);
  });
}

function checkActionRow(problems: FieldProblem[], path: Path, row: Obj, ids: CustomIds): void {
  const children = Array.isArray(row.components) ? row.components : [];
  if (children.length === 0) {
    problems.push({ path: [...path, 'components'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 5 in length.' });
    return;
  }
  const selects = children.filter((c) => isObj(c) && SELECT_TYPES.includes(c.type as number)).length;
  const buttons = children.filter((c) => isObj(c) && c.type === ComponentType.Button).length;
  if (selects > 0 && children.length > 1) {
    problems.push({
      path: [...path, 'components'],
      code: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
      message: 'An action row with a select menu cannot contain any other component.',
    });
  }
  if (buttons > LIMITS.buttonsPerRow) {
    problems.push({
      path: [...path, 'components'],
      code: 'BASE_TYPE_BAD_LENGTH',
      message: `Must be between 1 and ${LIMITS.buttonsPerRow} in length.`,
    });
  }
  children.forEach((child, j) => {
    const at: Path = [...path, 'components', j];
    if (!isObj(child)) return;
    if (child.type === ComponentType.Button) checkButton(problems, at, child, ids);
    else if (SELECT_TYPES.includes(child.type as number)) checkSelect(problems, at, child, ids);
    else
      problems.push({
        path: [...at, 'type'],
        code: 'COMPONENT_TYPE_INVALID',
        message: `Component type ${String(child.type)} is not allowed in an action row.`,
      });
  });
}

function checkLegacyComponents(problems: FieldProblem[], rows: unknown[]): void {
  if (rows.length > LIMITS.actionRows) {
    problems.push({ path: ['components'], code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${LIMITS.actionRows} or fewer in length.` });
  }
  const ids = new CustomIds();
  rows.forEach((row, i) => {
    if (!isObj(row) || row.type !== ComponentType.ActionRow) {
      problems.push({
        path: ['components', i, 'type'],
        code: 'COMPONENT_TYPE_INVALID',
        message: 'Top-level components must be action rows unless the IS_COMPONENTS_V2 flag is set.',
      });
      return;
    }
    checkActionRow(problems, ['components', i], row, ids);
  });
}

/** Counts every component, nested ones and accessories included (Discord's 40 limit). */
export function countComponents(components: unknown[]): number {
  let n = 0;
  for (const c of components) {
    if (!isObj(c)) continue;
    n += 1;
    if (Array.isArray(c.components)) n += countComponents(c.components);
    if (isObj(c.accessory)) n += 1;
  }
  return n;
}

function checkComponentsV2(problems: FieldProblem[], components: unknown[], ctx: MessageCheckContext): void {
  const total = countComponents(components);
  if (total > LIMITS.v2Components) {
    problems.push({
      path: ['components'],
      code: 'COMPONENT_MAX_TOTAL_COMPONENTS_EXCEEDED',
      message: `Total number of components exceeds ${LIMITS.v2Components} (${total}).`,
    });
  }
  const ids = new CustomIds();
  const text = { chars: 0 };
  const topLevel = [1, 9, 10, 12, 13, 14, 17];
  components.forEach((c, i) => checkV2Node(problems, ['components', i], c, topLevel, ids, ctx, text));
  if (text.chars > LIMITS.v2TextChars) {
    problems.push({
      path: ['components'],
      code: 'COMPONENT_MAX_TEXT_LENGTH_EXCEEDED',
      message: `Total text across text displays exceeds ${LIMITS.v2TextChars} characters.`,
    });
  }
}

function checkV2Node(
  problems: FieldProblem[],
  path: Path,
  node: unknown,
  allowed: number[],
  ids: CustomIds,
  ctx: MessageCheckContext,
  text: { chars: number },
): void {
  if (!isObj(node)) return;
  const type = node.type as number;
  if (!allowed.includes(type)) {
    problems.push({
      path: [...path, 'type'],
      code: 'COMPONENT_TYPE_INVALID',
      message: `Component type ${String(type)} is not allowed here.`,
    });
    return;
  }
  const children = Array.isArray(node.components) ? node.components : [];
  switch (type) {
    case ComponentType.ActionRow:
      checkActionRow(problems, path, node, ids);
      break;
    case ComponentType.TextDisplay:
      if (typeof node.content !== 'string' || node.content.length === 0) {
        problems.push({ path: [...path, 'content'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
      } else text.chars += node.content.length;
      break;
    case ComponentType.Section: {
      if (children.length < 1 || children.length > LIMITS.sectionTexts) {
        problems.push({
          path: [...path, 'components'],
          code: 'BASE_TYPE_BAD_LENGTH',
          message: `Must be between 1 and ${LIMITS.sectionTexts} in length.`,
        });
      }
      children.forEach((c, j) => checkV2Node(problems, [...path, 'components', j], c, [ComponentType.TextDisplay], ids, ctx, text));
      const accessory = node.accessory;
      if (!isObj(accessory)) {
        problems.push({
          path: [...path, 'accessory'],
          code: 'BASE_TYPE_REQUIRED',
          message: 'A section requires an accessory (button or thumbnail).',
        });
      } else if (accessory.type === ComponentType.Button) checkButton(problems, [...path, 'accessory'], accessory, ids);
      else if (accessory.type === ComponentType.Thumbnail) checkMedia(problems, [...path, 'accessory', 'media'], accessory.media, ctx);
      else
        problems.push({
          path: [...path, 'accessory', 'type'],
          code: 'COMPONENT_TYPE_INVALID',
          message: 'A section accessory must be a button or a thumbnail.',
        });
      break;
    }
    case ComponentType.Thumbnail:
      checkMedia(problems, [...path, 'media'], node.media, ctx);
      break;
    case ComponentType.MediaGallery: {
      const items = Array.isArray(node.items) ? node.items : [];
      if (items.length < 1 || items.length > LIMITS.mediaGalleryItems) {
        problems.push({
          path: [...path, 'items'],
          code: 'BASE_TYPE_BAD_LENGTH',
          message: `Must be between 1 and ${LIMITS.mediaGalleryItems} in length.`,
        });
      }
      items.forEach((item, j) => checkMedia(problems, [...path, 'items', j, 'media'], isObj(item) ? item.media : undefined, ctx));
      break;
    }
    case ComponentType.File: {
      const url = isObj(node.file) ? str(node.file.url) : undefined;
      if (!url?.startsWith('attachment://')) {
        problems.push({
          path: [...path, 'file', 'url'],
          code: 'UNFURLED_MEDIA_ITEM_ATTACHMENT_ONLY',
          message: 'A file component only supports attachment:// references.',
        });
      } else attachmentRef(problems, [...path, 'file', 'url'], url, ctx);
      break;
    }
    case ComponentType.Separator:
      if (node.spacing !== undefined && node.spacing !== 1 && node.spacing !== 2) {
        problems.push({ path: [...path, 'spacing'], code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {1, 2}.' });
      }
      break;
    case ComponentType.Container:
      if (children.length < 1)
        problems.push({
          path: [...path, 'components'],
          code: 'BASE_TYPE_BAD_LENGTH',
          message: 'A container needs at least one component.',
        });
      children.forEach((c, j) => checkV2Node(problems, [...path, 'components', j], c, [1, 9, 10, 12, 13, 14], ids, ctx, text));
      break;
  }
}

function checkMedia(problems: FieldProblem[], path: Path, media: unknown, ctx: MessageCheckContext): void {
  const url = isObj(media) ? str(media.url) : undefined;
  if (!url) {
    problems.push({ path: [...path, 'url'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
    return;
  }
  if (!/^(https?|attachment):\/\//.test(url)) {
    problems.push({ path: [...path, 'url'], code: 'URL_TYPE_INVALID_URL', message: 'Not a well formed URL.' });
  }
  attachmentRef(problems, [...path, 'url'], url, ctx);
}

/** Checks a modal (interaction callback type 9). */
export function checkModal(data: Obj): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const ids = new CustomIds();
  ids.check(problems, ['data', 'custom_id'], data.custom_id, true);
  const title = str(data.title);
  if (!title || title.length > 45)
    problems.push({ path: ['data', 'title'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 45 in length.' });
  const rows = Array.isArray(data.components) ? data.components : [];
  if (rows.length < 1 || rows.length > LIMITS.modalRows) {
    problems.push({
      path: ['data', 'components'],
      code: 'BASE_TYPE_BAD_LENGTH',
      message: `Must be between 1 and ${LIMITS.modalRows} in length.`,
    });
  }
  rows.forEach((row, i) => {
    if (!isObj(row)) return;
    const inputs = row.type === ComponentType.Label ? [row.component] : Array.isArray(row.components) ? row.components : [];
    if (row.type === ComponentType.Label) maxLength(problems, ['data', 'components', i, 'label'], row.label, 45);
    inputs.forEach((input, j) => {
      if (!isObj(input)) return;
      const at: Path = ['data', 'components', i, 'components', j];
      ids.check(problems, [...at, 'custom_id'], input.custom_id, true);
      maxLength(problems, [...at, 'label'], input.label, 45);
    });
  });
  return problems;
}

/** Checks an autocomplete result (interaction callback type 8). */
export function checkAutocomplete(data: Obj): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const choices = Array.isArray(data.choices) ? data.choices : [];
  if (choices.length > LIMITS.autocompleteChoices) {
    problems.push({
      path: ['data', 'choices'],
      code: 'BASE_TYPE_MAX_LENGTH',
      message: `Must be ${LIMITS.autocompleteChoices} or fewer in length.`,
    });
  }
  choices.forEach((choice, i) => {
    if (!isObj(choice)) return;
    const name = str(choice.name);
    if (!name || name.length > 100)
      problems.push({
        path: ['data', 'choices', i, 'name'],
        code: 'BASE_TYPE_BAD_LENGTH',
        message: 'Must be between 1 and 100 in length.',
      });
    if (typeof choice.value === 'string' && choice.value.length > 100) {
      problems.push({ path: ['data', 'choices', i, 'value'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 100 or fewer in length.' });
    }
  });
  return problems;
}
