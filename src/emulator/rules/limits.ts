/**
 * Discord's limits and the checks every message rule shares, checked strictly
 * so tests catch what real Discord would reject; the modal and autocomplete
 * answers. Pure functions: payload in, list of field problems out. A message
 * payload is message-payload.ts, its components components.ts.
 */
import type { FieldProblem } from '../errors.js';
import { isObj, type Obj } from '../model.js';

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

export type Path = (string | number)[];

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export function maxLength(problems: FieldProblem[], path: Path, value: unknown, max: number): void {
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

/** A reference to an uploaded file must name one the message will carry. */
export function attachmentRef(problems: FieldProblem[], path: Path, url: unknown, ctx: MessageCheckContext): void {
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

/** Tracks custom_id uniqueness across a whole message. */
export class CustomIds {
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
