import { expect, test } from './fixtures';

test('the API reference shows every endpoint of the table from its own files, with no error and no policy broken', async ({
  page,
  context,
}) => {
  const cdp = await context.newCDPSession(page);
  const issues: string[] = [];
  const elsewhere: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') issues.push(`${message.text()} ${message.location().url}`);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(page.url() === 'about:blank' ? request.url() : page.url()).origin)
      elsewhere.push(request.url());
  });
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details.contentSecurityPolicyIssueDetails));
  });
  await cdp.send('Audits.enable');
  await page.goto('/api/docs');
  await expect(page).toHaveTitle('Stagehouse API reference');
  await expect(page.getByRole('heading', { name: /Stagehouse API/ })).toBeVisible();
  await page.getByText('/api/piece/{id}', { exact: true }).click();
  await expect(page.getByText('A piece with its open house and whether it is on hold').first()).toBeVisible();
  await expect(page.getByText('/api/properties-with-furniture', { exact: true })).toBeVisible();
  expect(issues).toEqual([]);
  expect(elsewhere).toEqual([]);
});
