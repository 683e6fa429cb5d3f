/** The package ships its zod schemas as JavaScript without declarations: the shape the tests use. */
declare module 'discord-api-spec/zod' {
  interface Schema {
    safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  }
  /** Strict objects: a field the specification does not name fails the parse. */
  export function setStrictObject(strict: boolean): void;
  export const MessageResponseSchema: Schema;
  export const UserResponseSchema: Schema;
}
