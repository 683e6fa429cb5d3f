/** The package ships its zod schemas as JavaScript without declarations: the shape the tests use. */
declare module 'discord-api-spec/zod' {
  interface Schema {
    safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; code: string; message: string }[] } };
  }
  export const MessageResponseSchema: Schema;
  export const UserResponseSchema: Schema;
}
