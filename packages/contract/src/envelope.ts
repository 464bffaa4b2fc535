import { Type, type Static, type TSchema } from 'typebox';

export const ErrorItem = Type.Object({
  message: Type.String(),
  field: Type.Optional(Type.String()),
});

/** Every failure: the first message on top, every broken rule in `errors`. */
export const ErrorEnvelope = Type.Object({
  success: Type.Literal(false),
  message: Type.String(),
  errors: Type.Array(ErrorItem),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** Every success: `{success: true, data, message}`. */
export const Ok = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), data, message: Type.String() });

export type OkEnvelope<T> = { success: true; data: T; message: string };

export const IdName = Type.Object({ id: Type.Integer(), name: Type.String() });
export type IdName = Static<typeof IdName>;

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
