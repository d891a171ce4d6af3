#!/usr/bin/env node
// Generates dsl/model-types.ts from dsl/schema/model.schema.json.
// The schema is the source of truth; the types are committed, and
// `node dsl/schema/gen-types.mjs --check` fails when they are stale.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { compile } from "json-schema-to-typescript";

const here = dirname(fileURLToPath(import.meta.url));
const schemaPath = join(here, "model.schema.json");
const outPath = join(here, "..", "model-types.ts");
const schema = stripAnnotations(JSON.parse(readFileSync(schemaPath, "utf8")));

/**
 * Drops our `x-` keywords (references, keywords, docs): they matter to the
 * checker, not to the types, and json-schema-to-typescript mints a fresh alias
 * for every `$ref` that has siblings.
 */
function stripAnnotations(node) {
  if (Array.isArray(node)) return node.map(stripAnnotations);
  if (node === null || typeof node !== "object") return node;
  const out = {};
  for (const [k, v] of Object.entries(node)) if (!k.startsWith("x-")) out[k] = stripAnnotations(v);
  return out;
}

const banner = [
  "/* eslint-disable */",
  "// Do not edit: generated from dsl/schema/model.schema.json by dsl/schema/gen-types.mjs.",
  "// Change the schema and run `npm run build` instead.",
].join("\n");

const ts = await compile(schema, "Model", {
  bannerComment: banner,
  additionalProperties: false,
  unreachableDefinitions: true,
  style: { printWidth: 110 },
});

if (process.argv.includes("--check")) {
  let current = "";
  try {
    current = readFileSync(outPath, "utf8");
  } catch {}
  if (current !== ts) {
    console.error("dsl/model-types.ts is stale: run `npm run build` and commit the result.");
    process.exit(1);
  }
  console.log("dsl/model-types.ts is up to date.");
} else {
  let current = "";
  try {
    current = readFileSync(outPath, "utf8");
  } catch {}
  if (current !== ts) {
    writeFileSync(outPath, ts);
    console.log("wrote dsl/model-types.ts");
  }
}
