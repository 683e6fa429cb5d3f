/**
 * Errors shaped like Discord's API errors: `{ code, message, errors? }`, where
 * `errors` nests by field path down to `{ _errors: [{ code, message }] }`.
 */

export interface FieldProblem {
  /** Field path, e.g. ['components', 0, 'components', 5, 'label']. */
  path: (string | number)[];
  code: string;
  message: string;
}

export interface DiscordErrorBody {
  code: number;
  message: string;
  errors?: Record<string, unknown>;
}

export class DiscordApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: DiscordErrorBody,
    /** What the emulator's log adds for the developer (never sent: Discord's body says no more). */
    readonly detail?: string,
  ) {
    super(`${status} ${body.code} ${body.message}${detail ? ` (${detail})` : ''}`);
  }
}

/** Nests field problems the way Discord does in its "Invalid Form Body" errors. */
export function nestProblems(problems: FieldProblem[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const problem of problems) {
    let node = root;
    for (const key of problem.path) {
      const name = String(key);
      node[name] ??= {};
      node = node[name] as Record<string, unknown>;
    }
    const list = (node._errors ??= []) as { code: string; message: string }[];
    list.push({ code: problem.code, message: problem.message });
  }
  return root;
}

export function invalidFormBody(problems: FieldProblem[]): DiscordApiError {
  return new DiscordApiError(400, { code: 50035, message: 'Invalid Form Body', errors: nestProblems(problems) });
}

export const apiErrors = {
  unauthorized: () => new DiscordApiError(401, { code: 0, message: '401: Unauthorized' }),
  notFound: () => new DiscordApiError(404, { code: 0, message: '404: Not Found' }),
  unknownChannel: () => new DiscordApiError(404, { code: 10003, message: 'Unknown Channel' }),
  unknownMessage: () => new DiscordApiError(404, { code: 10008, message: 'Unknown Message' }),
  unknownUser: () => new DiscordApiError(404, { code: 10013, message: 'Unknown User' }),
  unknownMember: () => new DiscordApiError(404, { code: 10007, message: 'Unknown Member' }),
  unknownGuild: () => new DiscordApiError(404, { code: 10004, message: 'Unknown Guild' }),
  unknownWebhook: () => new DiscordApiError(404, { code: 10015, message: 'Unknown Webhook' }),
  unknownInteraction: () => new DiscordApiError(404, { code: 10062, message: 'Unknown interaction' }),
  invalidWebhookToken: () => new DiscordApiError(401, { code: 50027, message: 'Invalid Webhook Token' }),
  alreadyAcknowledged: () => new DiscordApiError(400, { code: 40060, message: 'Interaction has already been acknowledged.' }),
  entityTooLarge: () => new DiscordApiError(413, { code: 40005, message: 'Request entity too large' }),
  threadArchived: () => new DiscordApiError(400, { code: 50083, message: 'Thread is archived' }),
  cannotEditOtherAuthor: () => new DiscordApiError(403, { code: 50005, message: 'Cannot edit a message authored by another user' }),
  cannotSendEmpty: () => new DiscordApiError(400, { code: 50006, message: 'Cannot send an empty message' }),
  threadAlreadyCreated: () => new DiscordApiError(400, { code: 160004, message: 'A thread has already been created for this message' }),
  missingAccess: (detail: string) => new DiscordApiError(403, { code: 50001, message: 'Missing Access' }, detail),
  missingPermissions: (detail: string) => new DiscordApiError(403, { code: 50013, message: 'Missing Permissions' }, detail),
  cannotDmUser: () => new DiscordApiError(403, { code: 50007, message: 'Cannot send messages to this user' }),
};
