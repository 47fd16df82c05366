/**
 * One rule for every text that enters the system, from the public forms and the back office
 * alike (decision 0167): no control characters (NUL, the C0 and C1 ranges, DEL), no
 * characters that change the direction of text (Unicode's Bidi_Control: the overrides,
 * embeddings, isolates and marks U+202A–202E, U+2066–2069, U+200E, U+200F, U+061C), no lone
 * UTF-16 surrogates, and line breaks (with tabs) only in a field that has several lines.
 *
 * Single line is the default: `findTextProblem` walks everything a request carries (values,
 * object keys, anything a schema does not know) and treats a string as multi-line only where
 * the schema marks it with `multiLine()`. `singleLine()` gives a schema the same check with
 * messages of its own (the enquiry form's codes, for the browser's words); `secretText()`
 * marks a password, which is never shown and only has to be storable. Shared by the browser
 * and the server; written with `zod/mini` so the enquiry form's bundle stays small, and
 * usable in full zod's `.check()` alike.
 */
import * as z from "zod/mini";

export type LineRule = "single" | "multi" | "secret";
export type TextProblem = "control" | "bidi" | "line_break" | "surrogate";

export interface FoundProblem {
  problem: TextProblem;
  /** The offending character as "U+202E". */
  character: string;
}

/** Every control character (\p{Cc}: C0, DEL, C1) but tab, line feed and carriage return. */
const CONTROL_BUT_LINES = /(?![\t\n\r])\p{Cc}/u;
const LINE = /[\t\n\r\u2028\u2029]/u;
const BIDI = /\p{Bidi_Control}/u;
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** Any character the rule may refuse, to find the first one quickly (with `u`, a surrogate
 * class matches only a lone surrogate: a pair is one code point). */
const SUSPECT = /[\p{Cc}\u2028\u2029\p{Bidi_Control}\uD800-\uDFFF]/gu;

const codePoint = (char: string) =>
  `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** What is wrong with a text under a field's rule (the first bad character), if anything. */
export function textProblem(text: string, rule: LineRule = "single"): FoundProblem | undefined {
  for (const [char] of text.matchAll(SUSPECT)) {
    const found = (problem: TextProblem) => ({ problem, character: codePoint(char) });
    if (LONE_SURROGATE.test(char)) return found("surrogate");
    if (char === "\u0000") return found("control");
    if (rule === "secret") continue;
    if (CONTROL_BUT_LINES.test(char)) return found("control");
    if (BIDI.test(char)) return found("bidi");
    if (LINE.test(char)) {
      // U+2028/2029 are line breaks that neither mails nor documents show as such.
      if (rule === "multi" && /[\t\n\r]/.test(char)) continue;
      return found(rule === "multi" ? "control" : "line_break");
    }
  }
  return undefined;
}

/** The API's English sentence for a problem (the back office and the pages have their own). */
export function textProblemMessage({ problem, character }: FoundProblem): string {
  switch (problem) {
    case "control":
      return `This text contains an invisible control character (${character}), which is not allowed.`;
    case "bidi":
      return `This text contains a character that changes the direction of text (${character}), which is not allowed.`;
    case "line_break":
      return "This field is one line, without line breaks or tabs.";
    case "surrogate":
      return "This text contains an unpaired UTF-16 surrogate, which is not valid Unicode.";
  }
}

/** The checks that mark a field as multi-line or secret, by identity (zod copies checks). */
const marked = new WeakMap<object, LineRule>();

function ruleCheck(rule: LineRule, messages: Partial<Record<TextProblem, string>> = {}) {
  const check = z.superRefine<string>((value, context) => {
    const found = textProblem(value, rule);
    if (!found) return;
    context.addIssue({
      code: "custom",
      message: messages[found.problem] ?? textProblemMessage(found),
      params: { textProblem: found.problem },
      input: value,
    });
  });
  marked.set(check, rule);
  return check;
}

/** A check for a one-line text; `messages` replace the English sentences (by problem). */
export const singleLine = (messages?: Partial<Record<TextProblem, string>>) =>
  ruleCheck("single", messages);
/** Marks a text as several lines (line breaks and tabs allowed) and checks it. */
export const multiLine = (messages?: Partial<Record<TextProblem, string>>) =>
  ruleCheck("multi", messages);
/** Marks a password: never shown, so only a NUL or a lone surrogate is refused. */
export const secretText = () => ruleCheck("secret");

/** The zod internals the walk reads: the same in zod and zod/mini (zod/v4/core). */
interface Def {
  type: string;
  checks?: Array<object>;
  innerType?: Schema;
  in?: Schema;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  element?: Schema;
  valueType?: Schema;
  items?: Schema[];
  rest?: Schema | null;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
  getter?: () => Schema;
}
type Schema = { _zod: { def: Def } };

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly"]);
const FREE_FORM = new Set(["unknown", "any"]);

/** The schemas a value at `key` inside a value of `schema` may be checked by. */
function childSchemas(schema: Schema, key: string, depth = 0): Schema[] {
  if (depth > 20) return [];
  const def = schema._zod.def;
  const inner = (next: Schema | undefined | null) =>
    next ? childSchemas(next, key, depth + 1) : [];
  if (WRAPPERS.has(def.type) || def.type === "nonoptional") return inner(def.innerType);
  switch (def.type) {
    case "pipe":
      return inner(def.in);
    case "lazy":
      return inner(def.getter?.());
    case "union":
      return (def.options ?? []).flatMap((option) => childSchemas(option, key, depth + 1));
    case "intersection":
      return [...inner(def.left), ...inner(def.right)];
    case "object": {
      const field = def.shape && Object.hasOwn(def.shape, key) ? def.shape[key] : undefined;
      // A key the object does not declare is one line, even where it passes through.
      if (field) return [field];
      return def.catchall && !FREE_FORM.has(def.catchall._zod.def.type) ? [def.catchall] : [];
    }
    case "record":
      return def.valueType ? [def.valueType] : [];
    case "array":
      return def.element ? [def.element] : [];
    case "tuple":
      return [def.items?.[Number(key)] ?? def.rest].filter((item): item is Schema => !!item);
    default:
      return FREE_FORM.has(def.type) ? [schema] : [];
  }
}

/** The rule of a string checked by these schemas: the most permissive any of them marks. */
function ruleOf(schemas: Schema[]): LineRule {
  let rule: LineRule = "single";
  const visit = (schema: Schema, depth: number): void => {
    const def = schema._zod.def;
    if (FREE_FORM.has(def.type)) rule = rule === "secret" ? rule : "multi";
    for (const check of def.checks ?? []) {
      const marking = marked.get(check);
      if (marking === "secret" || (marking === "multi" && rule === "single")) rule = marking;
    }
    if (depth > 20) return;
    if (WRAPPERS.has(def.type) || def.type === "nonoptional") {
      if (def.innerType) visit(def.innerType, depth + 1);
    } else if (def.type === "pipe" && def.in) visit(def.in, depth + 1);
    else if (def.type === "union") for (const option of def.options ?? []) visit(option, depth + 1);
    else if (def.type === "lazy" && def.getter) visit(def.getter(), depth + 1);
  };
  for (const schema of schemas) visit(schema, 0);
  return rule;
}

export interface TextFieldProblem extends FoundProblem {
  /** The dotted path of the field ("customer.address.street"); "body" for the input itself. */
  field: string;
  message: string;
}

/**
 * The first text (breadth first, in the input's order) that breaks the rule, anywhere in
 * the input: values, object keys, nested objects and arrays, known to the schema or not.
 */
export function findTextProblem(
  schema: z.core.$ZodType | undefined,
  input: unknown,
): TextFieldProblem | undefined {
  // Each entry points at its parent, so that no path is copied per level (deep nesting).
  const queue: Array<{ value: unknown; key: string; parent: number; schemas: Schema[] }> = [
    { value: input, key: "", parent: -1, schemas: schema ? [schema as unknown as Schema] : [] },
  ];
  const pathOf = (at: number, last?: string) => {
    const path = last === undefined ? [] : [last];
    for (let entry = at; entry > 0; entry = queue[entry]!.parent) path.push(queue[entry]!.key);
    return path.reverse().join(".") || "body";
  };
  const problemAt = (field: string, found: FoundProblem) => ({
    ...found,
    field,
    message: textProblemMessage(found),
  });
  for (let at = 0; at < queue.length; at++) {
    const { value, schemas } = queue[at]!;
    if (typeof value === "string") {
      const found = textProblem(value, ruleOf(schemas));
      if (found) return problemAt(pathOf(at), found);
    } else if (value !== null && typeof value === "object") {
      const entries = Array.isArray(value)
        ? value.map((item, index) => [String(index), item] as const)
        : Object.entries(value);
      for (const [key, item] of entries) {
        const found = Array.isArray(value) ? undefined : textProblem(key);
        if (found) return problemAt(pathOf(at, key), found);
        const children = schemas.flatMap((parent) => childSchemas(parent, key));
        queue.push({ value: item, key, parent: at, schemas: children });
      }
    }
  }
  return undefined;
}
