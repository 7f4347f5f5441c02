import { expect, test, type FrameLocator, type Page } from './base';
import { E2ePlatform, studentWithoutFrameCookies } from './lti-platform';
import { signInAsAdmin } from './staff';
import { expectAccessible } from './tools/checks';

// VERSE in a school's LMS, end to end in Chromium: the LMS (tests/e2e/lti-platform.ts, its own
// server on another origin) registers VERSE by Dynamic Registration, VERSE's staff approve the
// new platform in /admin/lti, a teacher deep-links
// Whack-a-mole with its settings into the course, a student launches it in another browser and
// plays a round to its end, and the LMS gradebook records the score exactly once.

let platform: E2ePlatform;

test.beforeAll(async ({ baseURL }) => {
  platform = await E2ePlatform.start(baseURL!);
});
test.afterAll(async () => {
  await platform.stop();
});

const toolFrame = (page: Page) => page.frameLocator('iframe[name="tool"]');
const mole = (frame: FrameLocator) => frame.frameLocator('#activity').locator('verse-whack-a-mole');

test('an LMS registers VERSE and staff approve it; a teacher adds Whack-a-mole as a graded activity; a student plays it and the gradebook gets the score once', async ({ browser, page, baseURL }) => {
  test.setTimeout(240_000);
  const lms = platform.origin;
  // A page on loopback framing VERSE on loopback: Chromium's Local Network Access asks first.
  await page.context().grantPermissions(['local-network-access'], { origin: lms });

  // The LMS administrator registers VERSE: the registration page says what it registers and asks
  // who they are; VERSE then waits for its staff and tells the LMS it is done.
  await page.goto(`${lms}/admin`);
  const registration = page.frameLocator('iframe[title="VERSE registration"]');
  await expect(registration.getByRole('heading', { name: 'Register VERSE with your platform' })).toBeVisible();
  await expect(registration.getByText('/lti/login')).toBeVisible();
  await registration.getByLabel(/^Your name and school or district/).fill('Lee Admin, Lincoln School District');
  await registration.getByRole('button', { name: 'Register VERSE' }).click();
  await expect(registration.getByRole('heading', { name: 'Waiting for VERSE to approve' })).toBeVisible();
  await expect(page.locator('#outcome')).toHaveText('VERSE is installed');
  expect(platform.registrations).toHaveLength(1);

  // VERSE's staff see who registered which platform, and approve it.
  await signInAsAdmin(page);
  await page.goto(`${baseURL}/admin/lti`);
  const waiting = page.getByRole('list', { name: 'Platforms waiting for approval' }).getByRole('listitem').filter({ hasText: lms });
  await expect(waiting).toContainText('Registered by Lee Admin, Lincoln School District');
  await expect(waiting).toContainText('Product: e2e-lms 1');
  await waiting.getByRole('button', { name: /^Approve e2e-lms/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'approved' })).toContainText('Its teachers can add VERSE activities now.');

  // The teacher picks Whack-a-mole, sets it to words with sh for 30 seconds, sees the preview.
  await page.goto(`${lms}/course?as=teacher`);
  await page.getByRole('link', { name: 'Add a VERSE activity' }).click();
  const picker = toolFrame(page);
  await expect(picker.getByRole('heading', { name: 'Add a VERSE activity' })).toBeVisible();
  await picker.getByRole('radio', { name: /Whack-a-mole/ }).check();
  // The tool's declared settings, by the names its settings panel gives them and their values.
  await picker.getByRole('combobox', { name: /^Words/ }).selectOption({ label: 'words with sh' });
  await picker.getByRole('combobox', { name: /^Round time/ }).selectOption({ label: '30 s' });
  await expect(picker.getByLabel(/All settings/)).toHaveValue('list=with-sh&time=30');
  const preview = picker.frameLocator('iframe#preview');
  await expect(preview.locator('verse-whack-a-mole').getByText('words with sh', { exact: true }).filter({ visible: true })).toBeVisible();
  await expectAccessible(page);
  await picker.getByLabel(/^Title/).fill('Whack sh words');
  await picker.getByLabel('Points').fill('10');
  await picker.getByRole('button', { name: 'Add to the course' }).click();
  await expect(page.getByRole('link', { name: 'Whack sh words' })).toBeVisible();
  expect(platform.links).toEqual([
    { id: '1', title: 'Whack sh words', custom: { tool: 'whack-a-mole', list: 'with-sh', time: '30' }, lineItem: { label: 'Whack sh words', scoreMaximum: 10, resourceId: 'whack-a-mole' } },
  ]);

  // A student, in another browser that keeps no cookie in the LMS frame (the platform offers its
  // client-side storage instead), opens the activity and plays a round to its end.
  const student = await studentWithoutFrameCookies(browser, lms, baseURL!);
  const play = await student.newPage();
  const launches: { binding: boolean; cookie: string | undefined }[] = [];
  play.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${baseURL}/lti/launch`) {
      void request.allHeaders().then((headers) => launches.push({ binding: /(^|&)binding=[\w-]{20,}/.test(request.postData() ?? ''), cookie: headers.cookie }));
    }
  });
  const T0 = Date.parse('2026-01-05T09:00:00Z');
  await play.clock.install({ time: T0 });
  await play.clock.pauseAt(T0 + 1000);
  await play.goto(`${lms}/course?as=student&storage`);
  await play.getByRole('link', { name: 'Whack sh words' }).click();
  const game = mole(toolFrame(play));
  // The game renders on the paused clock's frames: run it a little at a time until it shows.
  await expect(async () => {
    await play.clock.runFor(200);
    await expect(game.getByText('words with sh', { exact: true }).filter({ visible: true })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await expect(game.getByRole('timer')).toHaveText('Time 0:30');
  await game.getByRole('button', { name: 'Start' }).click();
  const holes = game.getByRole('group', { name: 'Molehills, keys 1 to 9' }).getByRole('button');
  let hits = 0;
  for (let step = 0; step < 40 && hits < 5; step++) {
    await play.clock.runFor(350);
    const words = await holes.evaluateAll((buttons) => buttons.map((b) => /^Hole \d, (?!empty$)([a-z]+)$/.exec(b.getAttribute('aria-label') ?? '')?.[1] ?? null));
    const at = words.findIndex((w) => w?.includes('sh'));
    if (at < 0) continue;
    await holes.nth(at).click();
    await expect(holes.nth(at)).toHaveAccessibleName(`Hole ${at + 1}, ${words[at]}: hit`);
    hits++;
  }
  expect(hits).toBeGreaterThan(0);
  await play.clock.runFor(31_000);
  await expect(game.getByRole('group', { name: 'Round over' }).getByText(`Time's up! You whacked ${hits} words.`)).toBeVisible();
  await play.clock.resume();
  await expect(toolFrame(play).getByRole('status').filter({ hasText: 'gradebook' })).toHaveText('Your score is in your teacher’s gradebook.');

  // The launch was bound through the platform's storage, not a cookie.
  const heard = await play.evaluate(() => (window as unknown as { heard: string[] }).heard);
  expect(heard).toEqual(expect.arrayContaining(['lti.put_data', 'lti.get_data', 'lti.frameResize']));
  // Two posts of the launch: the platform's, without cookie, then VERSE's own with the binding read back.
  expect(launches).toEqual([
    { binding: false, cookie: undefined },
    { binding: true, cookie: undefined },
  ]);

  // The gradebook holds the score once, for the student's opaque id only.
  await expect.poll(() => platform.gradebook.length).toBe(1);
  expect(platform.gradebook[0]).toMatchObject({
    lineitem: '1',
    score: { userId: 'student-opaque-id', scoreGiven: hits, scoreMaximum: hits, activityProgress: 'Completed', gradingProgress: 'FullyGraded' },
  });
  // Reloading the course page and the activity posts nothing more.
  await play.reload();
  await expect(play.getByRole('link', { name: 'Whack sh words' })).toBeVisible();
  expect(platform.gradebook).toHaveLength(1);
  await student.close();
});

test('the pages an LMS administrator sees are accessible at 360 px: /lti, the registration and a refused launch', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/lti');
  await expect(page.getByRole('heading', { name: 'VERSE for LMS administrators' })).toBeVisible();
  await expect(page.getByText(`${baseURL}/lti/register`, { exact: true }).first()).toBeVisible();
  // The page's own content (the site's header and footer are checked with every site page).
  await expectAccessible(page, 'main');
  await page.goto(`/lti/register?openid_configuration=${encodeURIComponent(`${platform.origin}/.well-known/openid-configuration`)}`);
  await expect(page.getByRole('button', { name: 'Register VERSE' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/lti/launch');
  await expect(page.getByRole('alert')).toContainText('Please tell your LMS administrator:');
  await expectAccessible(page);
});

test('an LMS administrator finds /lti in the sitemap, copies each value and reads the steps for her LMS', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  expect(await (await page.request.get('/sitemap.xml')).text()).toMatch(/<loc>[^<]*\/lti<\/loc>/);

  await page.goto('/lti');
  // The site's own page: its header and footer around it.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'VERSE for LMS administrators', level: 1 })).toBeVisible();
  // Every value has its own Copy button, and copies the address this VERSE is served from.
  await expect(page.getByRole('button', { name: /^Copy / })).toHaveCount(8);
  await page.getByRole('button', { name: 'Copy Dynamic Registration URL' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
  expect(await clipboard()).toBe(`${baseURL}/lti/register`);
  await page.getByRole('button', { name: 'Copy Public keyset URL (JWKS)' }).click();
  await expect.poll(clipboard).toBe(`${baseURL}/lti/jwks`);
  for (const lms of ['Canvas', 'Moodle (4.x)', 'Schoology', 'Blackboard (Learn Ultra and Original)']) {
    await expect(page.getByRole('heading', { name: lms, level: 2 })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'support@verse.example' })).toHaveAttribute('href', 'mailto:support@verse.example');

  // The registration address opened by hand says what it is for, and leads back here.
  await page.goto('/lti/register');
  await expect(page.getByRole('heading', { name: 'Register VERSE from your LMS' })).toBeVisible();
  await expect(page.getByText('open the activity again')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByRole('status')).toHaveText('Copied.');
  expect(await clipboard()).toBe(`${baseURL}/lti/register`);
  await page.getByRole('link', { name: 'VERSE for LMS administrators' }).last().click();
  await expect(page.getByRole('heading', { name: 'VERSE for LMS administrators', level: 1 })).toBeVisible();
});
