/** Application command registration checks, as Discord applies them to a bulk overwrite. */
import type { FieldProblem } from '../errors.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const COMMAND_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

/** Checks a bulk command registration like Discord does (names, descriptions, option counts). */
export function checkCommands(list: unknown[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (list.length > 100) problems.push({ path: [], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 100 or fewer in length.' });
  const names = new Set<string>();
  list.forEach((raw, i) => {
    if (!isObj(raw)) return;
    const name = String(raw.name ?? '');
    const type = typeof raw.type === 'number' ? raw.type : 1;
    if (!COMMAND_NAME.test(name) || (type === 1 && name !== name.toLowerCase())) {
      problems.push({ path: [i, 'name'], code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'Command name is invalid' });
    }
    if (names.has(`${type}:${name}`))
      problems.push({
        path: [i, 'name'],
        code: 'APPLICATION_COMMANDS_DUPLICATE_NAME',
        message: 'Application command names must be unique',
      });
    names.add(`${type}:${name}`);
    if (type === 1) {
      const description = String(raw.description ?? '');
      if (description.length < 1 || description.length > 100)
        problems.push({ path: [i, 'description'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' });
    }
    checkOptions(problems, [i, 'options'], raw.options);
  });
  return problems;
}

function checkOptions(problems: FieldProblem[], path: (string | number)[], options: unknown): void {
  if (!Array.isArray(options)) return;
  if (options.length > 25) problems.push({ path, code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' });
  let sawOptional = false;
  options.forEach((option, j) => {
    if (!isObj(option)) return;
    const name = String(option.name ?? '');
    if (!COMMAND_NAME.test(name) || name !== name.toLowerCase()) {
      problems.push({ path: [...path, j, 'name'], code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'Command name is invalid' });
    }
    const description = String(option.description ?? '');
    if (description.length < 1 || description.length > 100)
      problems.push({ path: [...path, j, 'description'], code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 100 in length.' });
    if (option.required && sawOptional) {
      problems.push({
        path: [...path, j, 'required'],
        code: 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID',
        message: 'Required options must be placed before non-required options',
      });
    }
    if (!option.required && option.type !== 1 && option.type !== 2) sawOptional = true;
    if (Array.isArray(option.choices) && option.choices.length > 25) {
      problems.push({ path: [...path, j, 'choices'], code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 25 or fewer in length.' });
    }
    if (option.autocomplete && Array.isArray(option.choices) && option.choices.length > 0) {
      problems.push({
        path: [...path, j, 'autocomplete'],
        code: 'APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_WITH_CHOICES',
        message: 'Autocomplete cannot be enabled with choices',
      });
    }
    checkOptions(problems, [...path, j, 'options'], option.options);
  });
}
