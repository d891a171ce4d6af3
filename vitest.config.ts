import { defineConfig } from "vitest/config";

// Property tests play whole games and parse many mutated specs; on a busy
// machine (load 20 has been seen) they take many times their usual time. No
// test may depend on the machine's speed (bench/ measures speed), so the only
// limit is one far above any test's work, a guard against a real hang; CI's
// own time limit is the other.
export default defineConfig({
  test: {
    testTimeout: 30 * 60_000,
    hookTimeout: 30 * 60_000,
    // Shared lists frozen while testing: see test/setup.ts.
    setupFiles: ["test/setup.ts"],
    // Says which tests a missing tool (tmux, chromium) makes skip: see test/global-setup.ts.
    globalSetup: ["test/global-setup.ts"],
  },
});
