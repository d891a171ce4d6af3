import { defineConfig } from "vitest/config";

// Property tests play whole games and parse many mutated specs; under a
// parallel run on a slow machine they can take far longer than vitest's
// default 5 s. Tests never assert speed (bench/ measures it), so a generous
// limit only guards against a hang.
export default defineConfig({
  test: {
    testTimeout: 120_000,
    // Shared lists frozen while testing: see test/setup.ts.
    setupFiles: ["test/setup.ts"],
    // Says which tests a missing tool (tmux, chromium) makes skip: see test/global-setup.ts.
    globalSetup: ["test/global-setup.ts"],
  },
});
