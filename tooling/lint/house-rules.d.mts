import type { Rule } from 'eslint';

/** The house rules plugin (house-rules.mjs): its rules by name. */
declare const houseRules: {
  meta: { name: string };
  rules: Record<
    'no-cross-feature-imports' | 'query-keys-in-keys-file' | 'styles-in-styles-folder' | 'tests-beside-code',
    Rule.RuleModule
  >;
};
export default houseRules;
