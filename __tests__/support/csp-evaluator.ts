/**
 * Google's CSP Evaluator (the csp_evaluator package, what Lighthouse's csp-xss
 * audit runs) on one Content-Security-Policy, as its documented API runs it:
 * `CspParser` reads the policy, `CspEvaluator.evaluate()` runs the default
 * checks on it and, like Lighthouse, the strict-CSP checks (`STRICTCSP_CHECKS`)
 * on the policy as written, where the old browsers' fallbacks are read; then
 * Lighthouse's own three lists (lib/csp-evaluator.js in Lighthouse: failures,
 * warnings, syntax), from csp_evaluator's lighthouse module.
 */
import { CspEvaluator, STRICTCSP_CHECKS } from "csp_evaluator/dist/evaluator";
import { Severity, type Finding } from "csp_evaluator/dist/finding";
import {
  evaluateForFailure,
  evaluateForSyntaxErrors,
  evaluateForWarnings,
} from "csp_evaluator/dist/lighthouse/lighthouse_checks";
import { CspParser } from "csp_evaluator/dist/parser";

/** A finding as one line: `STRICT_CSP script-src: Host allowlists can frequently be bypassed…`. */
const line = (finding: Finding): string =>
  `${Severity[finding.severity]} ${finding.directive}${finding.value ? ` ${finding.value}` : ""}: ${finding.description}`;

/** Every finding of the evaluator and of Lighthouse's checks on `policy`, each once. */
export const cspFindings = (policy: string): Finding[] => {
  const parsed = () => new CspParser(policy).csp;
  const findings = [
    ...new CspEvaluator(parsed()).evaluate(),
    ...new CspEvaluator(parsed()).evaluate(STRICTCSP_CHECKS, []),
    ...evaluateForFailure([parsed()]),
    ...evaluateForWarnings([parsed()]),
    ...evaluateForSyntaxErrors([parsed()]).flat(),
  ];
  return findings.filter((finding, index) => findings.findIndex((other) => other.equals(finding)) === index);
};

/**
 * The findings above information, one line each: anything but INFO (a
 * suggestion, such as Trusted Types) and NONE (what the evaluator notes
 * browsers ignore, such as the old browsers' fallbacks beside 'strict-dynamic').
 */
export const findingsAboveInfo = (policy: string): string[] =>
  cspFindings(policy)
    .filter((finding) => finding.severity < Severity.INFO)
    .map(line);
