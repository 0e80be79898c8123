import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "public/build/", "node_modules/", ".cache/", ".data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error", "warn", "log"] }],
    },
  },
  // Layers point one way (docs/ARCHITECTURE.md): routes → domain → db. The domain reaches infra only
  // through the ports it declares (app/domain/ports.ts); db/ knows nothing of the app.
  {
    files: ["app/domain/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/infra/**", "~/infra/**"], message: "app/domain must not import app/infra: declare a port in app/domain/ports.ts and let infra implement it." },
            { group: ["**/worker/**"], message: "app/domain must not import worker/: shared names live in app/lib (e.g. app/lib/queues.ts)." },
            { group: ["**/routes/**", "~/routes/**", "**/components/**", "~/components/**"], message: "app/domain must not import routes or components." },
          ],
        },
      ],
    },
  },
  // The site's <Link> writes a plain path's <a> on the server without the router's hooks (app/components/shared/link.tsx).
  // (domain and lib keep their own rule above: they render nothing)
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/components/shared/link.tsx", "app/domain/**", "app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@remix-run/react", importNames: ["Link", "NavLink"], message: "Use Link and NavLink from ~/components/shared/link (the same <a>, written on the server without the router's hooks)." }] },
      ],
    },
  },
  {
    files: ["db/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/app/**", "~/**"], message: "db/ must not import app/: seeds live beside the domain (app/domain/seeds)." }] }],
    },
  },
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/infra/**", "~/infra/**", "**/domain/**", "~/domain/**", "**/worker/**"], message: "app/lib holds pure rules and shared names: it imports no other layer." }] },
      ],
    },
  },
);
