/**
 * A message create or edit payload as Discord checks it: flags (ephemeral
 * only in interaction responses; edits carry only SUPPRESS_EMBEDS and
 * IS_COMPONENTS_V2, which cannot be removed), content, embeds, and the
 * components (components.ts).
 */
import type { FieldProblem } from '../errors.js';
import { isObj, type Obj } from '../model.js';
import { checkComponentsV2, checkLegacyComponents } from './components.js';
import { LIMITS, MessageFlag, attachmentRef, maxLength, str, type MessageCheckContext, type Path } from './limits.js';

/** The flags an edit may carry: SUPPRESS_EMBEDS and IS_COMPONENTS_V2. */
const EDIT_FLAGS = 4 | MessageFlag.IsComponentsV2;

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
