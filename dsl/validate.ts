/**
 * Stage 4, "validated" (structure): the lowered model is checked against the
 * JSON Schema by ajv in strict mode. Lowering already enforces most of the
 * shape while it still has positions; this catches the rest (missing required
 * properties, enum values) and guarantees that `model --json` output
 * validates against the published schema.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import { diag, type Diagnostic } from "./diagnostics.js";
import type { SourceMap } from "./lower.js";
import { modelSchema } from "./schema-info.js";

/** Our own annotation keywords in the schema: they carry meaning for the checker and docs, not for validation. */
export const SCHEMA_ANNOTATIONS = ["x-keywords", "x-refers-to", "x-syntax", "x-doc", "x-field-types", "x-state-types", "x-expects"];

let compiled: ValidateFunction | undefined;

/**
 * The schema's validator, compiled when first needed: compiling it took a
 * quarter of every start of the command line, most of whose commands check
 * no spec.
 */
function validateModel(model: unknown): ValidateFunction {
  if (compiled === undefined) {
    const ajv = new Ajv({ allErrors: true, strict: true, allowMatchingProperties: true, discriminator: true });
    ajv.addVocabulary(SCHEMA_ANNOTATIONS);
    compiled = ajv.compile(withDiscriminators(modelSchema));
  }
  compiled(model);
  return compiled;
}

/**
 * Expressions and statements are `oneOf` their kinds, each tagged by a
 * constant `op` or `do`. Told so, ajv validates a node against its own kind
 * alone instead of trying every kind at every node (the check ran several
 * times faster on the five games); what is accepted does not change.
 */
function withDiscriminators(schema: typeof modelSchema): object {
  const copy = structuredClone(schema) as typeof modelSchema;
  for (const [name, tag] of [
    ["Expr", "op"],
    ["Stmt", "do"],
  ] as const) {
    const def = copy.definitions[name] as Record<string, unknown>;
    Object.assign(def, { type: "object", discriminator: { propertyName: tag } });
  }
  return copy;
}

/** Validates a model; returns located diagnostics for every schema violation. */
export function validate(model: unknown, sources: SourceMap, fallbackFile: string): Diagnostic[] {
  const checked = validateModel(model);
  if (!checked.errors || checked.errors.length === 0) return [];
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const e of checked.errors) {
    // oneOf alternatives of expressions and statements report every branch; the
    // lowering builds those, so only the first, most specific error is useful.
    if (e.keyword === "oneOf" || e.keyword === "const") continue;
    const d = toDiagnostic(e, model, sources, fallbackFile);
    const key = `${d.file}:${d.line}:${d.col}:${d.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(d);
    }
  }
  return out;
}

function toDiagnostic(e: ErrorObject, model: unknown, sources: SourceMap, fallbackFile: string): Diagnostic {
  const parts = e.instancePath.split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  // Walk down to the deepest object that has a source location.
  let node: unknown = model;
  let located: { obj: object; rest: string[] } | undefined;
  for (let i = 0; i <= parts.length; i++) {
    if (node && typeof node === "object" && sources.get(node)) located = { obj: node, rest: parts.slice(i) };
    if (i === parts.length || node === null || typeof node !== "object") break;
    node = (node as Record<string, unknown>)[parts[i]!];
  }
  const origin = located ? sources.get(located.obj) : undefined;
  const key = located?.rest.join("/");
  const where = located && origin ? sources.locOf(located.obj, key || undefined) : undefined;
  // Declarations are labelled `keyword id`; messages quote the id.
  const label = origin?.keyword && origin.label.startsWith(`${origin.keyword} `) ? `${origin.keyword} '${origin.label.slice(origin.keyword.length + 1)}'` : origin?.label ?? "the game";
  let message: string;
  if (e.keyword === "required") {
    message = `${label} is missing the property '${(e.params as { missingProperty: string }).missingProperty}'`;
  } else if (e.keyword === "enum") {
    message = `${label}: '${key}' must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => `'${String(v)}'`).join(", ")}`;
  } else {
    message = `${label}: '${key || "value"}' ${e.message ?? "is not valid"}`;
  }
  const loc = where?.loc ?? { start: 0, end: 0, line: 1, col: 1, endLine: 1, endCol: 2 };
  return diag("error", "schema", message, where?.file ?? fallbackFile, loc);
}
