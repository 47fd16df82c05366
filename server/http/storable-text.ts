/**
 * Text that PostgreSQL cannot store, refused where input is parsed (the admin API's
 * `parseInput`, the public API's `parseBody`) before any schema or query sees it:
 * - NUL (U+0000): `text` and `jsonb` refuse it, so the query would fail (a 500);
 * - a lone UTF-16 surrogate (U+D800 to U+DFFF without its pair, which JSON's `\uD800` can
 *   carry): not Unicode at all; `jsonb` refuses it, `text` would silently get U+FFFD.
 * Anywhere in the input: values, object keys, nested objects and arrays.
 */

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with this text, or undefined when it can be stored. */
export function unstorableTextProblem(text: string): string | undefined {
  if (text.includes("\u0000"))
    return "This text contains a NUL character (U+0000), which is not allowed.";
  if (loneSurrogate.test(text)) {
    return "This text contains an unpaired UTF-16 surrogate, which is not valid Unicode.";
  }
  return undefined;
}

export interface TextProblem {
  /** The dotted path of the field ("alt.de", "body", "id"); "body" for the input itself. */
  field: string;
  message: string;
}

/** The first field (breadth first, in the input's order) holding unstorable text. */
export function findUnstorableText(input: unknown): TextProblem | undefined {
  const queue: Array<{ value: unknown; path: string[] }> = [{ value: input, path: [] }];
  for (let at = 0; at < queue.length; at++) {
    const { value, path } = queue[at]!;
    if (typeof value === "string") {
      const message = unstorableTextProblem(value);
      if (message) return { field: path.join(".") || "body", message };
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => queue.push({ value: item, path: [...path, String(index)] }));
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        const message = unstorableTextProblem(key);
        if (message) return { field: [...path, key].join("."), message };
        queue.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
}
