/**
 * Two suites, run separately by the npm scripts:
 * - unit:  pure modules and components (Testing Library), no build needed;
 * - built: assertions on the production build in public/ (run `npm run build` first);
 *
 * The browser tests and the deploy rehearsal's run on @playwright/test
 * (playwright.config.ts, `npm run test:e2e`).
 */
const shared = {
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest/preprocess.js" },
  // .mts: the Netlify Functions of netlify/functions/ (ES modules in TypeScript).
  moduleFileExtensions: ["js", "mjs", "cjs", "jsx", "ts", "mts", "tsx", "json", "node"],
  moduleNameMapper: {
    // `?raw` imports (src/node/build/raw-source.ts): an empty text, as no test needs a stylesheet's.
    "\\?raw$": "<rootDir>/__mocks__/raw-source.js",
    // tsx.require (plugins/gatsby-remark-voltis): Jest compiles the TypeScript itself.
    "^tsx/cjs/api$": "<rootDir>/__mocks__/tsx-api.js",
    "\\.(css|scss)$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|svg|webp|avif|woff2?)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "\\.netlify", "<rootDir>/public"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|gatsby-plugin-image|decap-cms-locales)/)"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
};

module.exports = {
  // One worker per core (Jest's default leaves one core to its own process): the built suite's
  // tests wait on Gatsby builds that keep a core busy only part of the time, so two files at
  // once take 137 s where one at a time took 195 s on a 2-core machine (unit: 41 s → 27 s).
  maxWorkers: "100%",
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      setupFilesAfterEnv: ["<rootDir>/jest/setup-dom.ts"],
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.{ts,tsx}"],
    },
    {
      ...shared,
      displayName: "built",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/built/**/*.test.ts"],
    },
  ],
};
