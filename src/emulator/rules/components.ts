/**
 * Message components as Discord checks them: action rows, buttons and
 * selects (custom ids unique in the message), and Components V2 (what may
 * nest where, 40 components, 4,000 characters of text, media references).
 */
import type { FieldProblem } from '../errors.js';
import { isObj, type Obj } from '../model.js';
import { ComponentType, CustomIds, LIMITS, attachmentRef, maxLength, str, type MessageCheckContext, type Path } from './limits.js';

const SELECT_TYPES: number[] = [3, 5, 6, 7, 8];
const LINK_BUTTON = 5;
const PREMIUM_BUTTON = 6;

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

export function checkLegacyComponents(problems: FieldProblem[], rows: unknown[]): void {
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

export function checkComponentsV2(problems: FieldProblem[], components: unknown[], ctx: MessageCheckContext): void {
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
