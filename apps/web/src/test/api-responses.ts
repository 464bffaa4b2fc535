/** API envelopes as `fetch` answers them, for tests that stub `fetch`. */
export const ok = (data: unknown, message = '') =>
  new Response(JSON.stringify({ success: true, message, data }), { status: 200 });

export const refused = (status: number, message: string) =>
  new Response(JSON.stringify({ success: false, message, errors: [{ message }] }), { status });
