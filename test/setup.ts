/**
 * Runs before every test file: lists shared between evaluations are frozen
 * while the suite runs (play leaves them unfrozen, for speed), so a change
 * of one in place anywhere in the tested code fails at once.
 */
import { freezeSharedLists } from "../runtime/core/values.js";

freezeSharedLists(true);
