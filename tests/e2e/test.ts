// Every browser journey runs behind nginx with the production CSP (playwright.config.ts), and
// fails on any Content-Security-Policy violation: a `securitypolicyviolation` event in any page or
// frame of the test's context, or a console message about the policy. Specs import `test` and
// `expect` from here ('./test') instead of '@playwright/test'.
//
// A test that provokes violations on purpose (an attack the CSP is expected to stop) opts out
// with `test.use({ allowCspViolations: true })` and checks `cspViolations` itself.
import { test as base, type ConsoleMessage } from '@playwright/test';
import { DEVICE_ID_KEY } from '../../src/shell/device-id.ts';

export * from '@playwright/test';

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  page: string;
}

interface CspFixtures {
  /** When true, violations are collected but do not fail the test. */
  allowCspViolations: boolean;
  /**
   * The device id the app finds in localStorage (DEVICE_ID_KEY) before it starts, or null for
   * a fresh one per test. Specs that sign in on the one shared platform server (npm run platform)
   * use the same device, so tests running side by side do not sign each other out (a sign-in on
   * another device ends the member's other sessions).
   */
  deviceId: string | null;
  /** The violations seen so far in this test (auto fixture: every test collects them). */
  cspViolations: CspViolation[];
}

const BINDING = '__palaroCspViolation';

/** The build the tests run against (the folder nginx serves): E2E_DIST, else dist/. */
export const SERVED_DIST = process.env.E2E_DIST ?? 'dist';

/** The device of the specs that sign in on the shared platform server (see `deviceId`). */
export const SHARED_DEVICE = '0b7e4c1a-5d2f-4e8b-9a6c-3f1d2e4b5a60';

export const test = base.extend<CspFixtures>({
  allowCspViolations: [false, { option: true }],
  deviceId: [null, { option: true }],
  cspViolations: [
    async ({ context, allowCspViolations, deviceId }, use, testInfo) => {
      if (deviceId) {
        await context.addInitScript(
          ({ key, id }: { key: string; id: string }) => {
            try {
              localStorage.setItem(key, id);
            } catch {
              // about:blank and opaque origins have no storage
            }
          },
          { key: DEVICE_ID_KEY, id: deviceId },
        );
      }
      const violations: CspViolation[] = [];
      let events = 0;
      await context.exposeBinding(BINDING, ({ page }, v: Omit<CspViolation, 'page'>) => {
        events += 1;
        violations.push({ ...v, page: page?.url() ?? '' });
      });
      await context.addInitScript((binding: string) => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
          report?.({
            directive: e.effectiveDirective,
            blocked: e.blockedURI,
            source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
            sample: e.sample,
          });
        });
      }, BINDING);
      const onConsole = (message: ConsoleMessage) => {
        const text = message.text();
        if (!/Content[ -]Security[ -]Policy/i.test(text)) return;
        violations.push({ directive: 'console', blocked: '', source: message.location().url, sample: text, page: message.page()?.url() ?? '' });
      };
      context.on('console', onConsole);

      await use(violations);

      context.off('console', onConsole);
      // The event reports a violation with more detail than the console's line about it; the
      // console's lines count only when no event came (e.g. a violation inside a worker).
      if (events) violations.splice(0, violations.length, ...violations.filter((v) => v.directive !== 'console'));
      if (violations.length) {
        await testInfo.attach('csp-violations.json', { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
      }
      if (!allowCspViolations && violations.length) {
        const lines = violations.map((v) => `  ${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source} on ${v.page}: ${v.sample}`);
        throw new Error(`Content-Security-Policy violations (${violations.length}):\n${lines.join('\n')}`);
      }
    },
    { auto: true },
  ],
});
