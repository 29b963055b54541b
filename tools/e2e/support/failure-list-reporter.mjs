// Appends each failed test, with the first lines of its error, to the file named by SUMAA_E2E_FAILURES_FILE.
// tools/test/e2e.mjs prints that file after every phase has run, so that the tail of a long CI log (which is
// often all that is kept) still names what failed, not only the last phase's passes.
import fs from 'node:fs';

// eslint-disable-next-line no-control-regex -- the escape character is what ANSI colour codes start with
const stripColours = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

export default class FailureListReporter {
  onTestEnd(test, result) {
    const file = process.env.SUMAA_E2E_FAILURES_FILE;
    if (!file || result.status === 'passed' || result.status === 'skipped') return;
    if (result.status === test.expectedStatus) return;
    const title = test.titlePath().filter(Boolean).join(' › ');
    const error = stripColours(result.error?.message ?? result.status)
      .split('\n')
      .slice(0, 6);
    const lines = [
      `✖ ${title} (${result.status}, attempt ${result.retry + 1})`,
      ...error.map((line) => `    ${line}`),
    ];
    fs.appendFileSync(file, `${lines.join('\n')}\n`);
  }
}
