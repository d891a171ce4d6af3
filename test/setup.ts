/**
 * Runs before every test file: lists shared between evaluations are frozen
 * while the suite runs (play leaves them unfrozen, for speed), so a change
 * of one in place anywhere in the tested code fails at once.
 *
 * After every test the worker yields to its event loop once. Vitest's worker
 * reports progress to the main process and gives up (an unhandled error
 * that fails the run) when no answer is read within 60 seconds; a file of
 * tests that never wait would read none until the whole file ends, so on a
 * busy machine a long file (the attacker's suite, the conformance suite)
 * failed the run though every test passed. Yielding once a test bounds that
 * wait by one test, not one file.
 */
import { afterEach } from "vitest";
import { freezeSharedLists } from "../runtime/core/values.js";

freezeSharedLists(true);
afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)));
