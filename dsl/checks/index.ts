/** Every check the checker runs, in order. Add a rule here and a test beside it under test/checks/. */
import { adjacency } from "./adjacency.js";
import type { Check } from "./check.js";
import { compositions } from "./compositions.js";
import { declaredTotals } from "./declared-totals.js";
import { duplicateNames } from "./duplicate-names.js";
import { expressionTypes } from "./expression-types.js";
import { mapValues } from "./map-values.js";
import { movementFunctions } from "./movement-functions.js";
import { numberRange } from "./number-range.js";
import { optionNames } from "./option-names.js";
import { pieceClasses } from "./piece-classes.js";
import { pieceProperties } from "./piece-properties.js";
import { reservedNames } from "./reserved-names.js";
import { stateFields } from "./state-fields.js";
import { ruleTargets } from "./rule-targets.js";
import { tableCoverage } from "./table-coverage.js";
import { tableValues } from "./table-values.js";
import { unresolvedReferences } from "./unresolved-references.js";
import { victoryBodies } from "./victory-bodies.js";
import { workBounds } from "./work-bounds.js";

export const allChecks: readonly Check[] = [
  duplicateNames,
  reservedNames,
  numberRange,
  workBounds,
  unresolvedReferences,
  adjacency,
  mapValues,
  compositions,
  declaredTotals,
  tableCoverage,
  tableValues,
  expressionTypes,
  victoryBodies,
  ruleTargets,
  movementFunctions,
  optionNames,
  pieceClasses,
  pieceProperties,
  stateFields,
];
