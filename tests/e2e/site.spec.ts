import { axeOn } from './axe';
import { expect, shot, test, type Page } from './fixtures';
import { confirmTeacher, consentChosen, visit } from './visitor';

// The consent banner has its own tests; here a returning visitor who already chose is browsing.
test.beforeEach(({ context }) => consentChosen(context));

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const main = (page: Page) => page.getByRole('main');

/** Each public route, its heading, and text a parent should find there. */
const routes: { path: string; heading: string | RegExp; content: (string | RegExp)[]; noindex?: true }[] = [
  {
    path: '/',
    heading: 'Tutoring that fits the way your child learns',
    content: ['Trusted by 500+ Families', '500+', '95%', '10+', 'Our mission', 'Who we teach', 'What we teach', 'Mon-Fri, 8am-5pm MT'],
  },
  { path: '/meet-our-staff', heading: 'Meet Our Staff', content: ['Rebecca Hall, M.Ed.', 'Daniel Ortiz', 'Grace Mensah'] },
  { path: '/start-here', heading: 'Start Here', content: ['Start With a Consultation Call', 'What happens on the free call'] },
  { path: '/get-started', heading: 'Start Here', content: ['Start With a Consultation Call'] },
  {
    path: '/structured-literacy',
    heading: /Structured Literacy/,
    content: ['Phonological awareness', 'Phonics and decoding', 'Fluency', 'Vocabulary and comprehension', 'Why it works'],
  },
  {
    path: '/dyslexia',
    heading: /Dyslexia tutoring/,
    content: ['Why parents choose VERSE', 'Certified dyslexia tutors', 'What changes for your child', 'Success stories'],
  },
  {
    path: '/reading-spelling-help',
    heading: 'Help Your Child Excel in Reading & Spelling',
    content: ['What your child gets', 'Multi-sensory lessons', 'Expert, caring tutors'],
  },
  { path: '/services-offered', heading: 'Services Offered', content: ['Free Consultation', '$1,200', 'Free after completing 8 sessions'] },
  {
    path: '/dyslexia-resources',
    heading: 'Dyslexia Resources',
    content: ['Websites', 'Books', 'Podcasts', 'Videos', 'Courses', 'Parent Resources and FAQ', 'Overcoming Dyslexia'],
  },
  { path: '/utah-fits-all', heading: /Utah Fits All/, content: [/is an approved Utah Fits All scholarship provider/] },
  { path: '/assessments', heading: 'Student Assessments', content: ['Orton-Gillingham Benchmark', 'SPIRE Assessment', 'Math Skills Assessment'] },
  { path: '/decoding-discoveries', heading: 'Decoding Discoveries', content: ['Letter Recognition', 'Sound Blending', 'Word Recognition'] },
  { path: '/class-info', heading: 'Class Info', content: ['Class information and schedules coming soon.'] },
  { path: '/student-apps', heading: 'Student Apps', content: ['Progress tracking', 'Adaptive learning', 'Structured approach', 'Multi-sensory'] },
  { path: '/teacher-portal', heading: 'Teacher Portal', content: ['Sign in to the Teacher Portal', 'New here? Create a teacher account'] },
  { path: '/privacy', heading: 'Privacy Policy', content: ['Last updated: November 28, 2026', "Children's Privacy (COPPA and FERPA)", 'Pages Made for Children', 'The Teacher Portal'] },
  { path: '/for-schools', heading: 'VERSE for Schools', content: ['What is free', 'Add VERSE to your LMS', 'What we keep about children, and for how long'] },
  { path: '/accessibility', heading: 'Accessibility Statement', content: ['The standard we aim at', 'How we test', 'Known gaps', 'Tell us what gets in your way'] },
  { path: '/accessibility-statement', heading: 'Accessibility Statement', content: ['The standard we aim at', 'Known gaps'] },
  { path: '/vpat', heading: 'VERSE Accessibility Conformance Report', content: ['Table 1: Success Criteria, Level A', 'Table 2: Success Criteria, Level AA'] },
  { path: '/terms', heading: 'Terms of Service', content: ['Last updated: January 27, 2025', 'Disputes and Arbitration'] },
  { path: '/data-deletion', heading: 'Data Deletion', content: ['Last updated: January 27, 2025', 'Data Deletion Request'] },
];

test.describe('every route', () => {
  // One test, each route in turn in the same tab, as a visitor reads on (a test per route cost a
  // browser context each).
  test('every public route shows its heading and content, with 0 axe violations', async ({ page }) => {
    test.setTimeout(30_000 + routes.length * 20_000);
    for (const route of routes) {
      await test.step(route.path, async () => {
        const response = await visit(page, route.path);
        expect(response?.status()).toBe(200);
        await expect(h1(page)).toHaveText(route.heading);
        for (const text of route.content) await expect(main(page).getByText(text, { exact: typeof text === 'string' }).first()).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        const { violations } = await axeOn(page).analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), route.path).toEqual([]);
      });
    }
  });

  test('an unknown address gets a 404 page that helps the visitor on, with 0 axe violations', async ({ page }) => {
    const response = await visit(page, '/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(h1(page)).toHaveText("We can't find that page");
    await expect(main(page).getByRole('link', { name: /Start Here/ })).toHaveAttribute('href', '/start-here');
    const { violations } = await axeOn(page).analyze();
    expect(violations).toEqual([]);
  });

  test('/admin: loaded lazily; a visitor who is not an admin is sent to /login', async ({ page }) => {
    await visit(page, '/admin');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('prerendered pages', () => {
  test('the HTML the server sends already holds each page: heading, title, description, canonical, Open Graph', async ({ request }) => {
    for (const route of routes) {
      const html = await (await request.get(route.path)).text();
      const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
      if (typeof route.heading === 'string') expect(heading, route.path).toBe(route.heading);
      else expect(heading, route.path).toMatch(route.heading);
      expect(html).toMatch(/<title>[^<]*VERSE[^<]*<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toContain(`<meta name="robots" content="${route.noindex ? 'noindex' : 'index, follow'}"`);
      const canonical = ({ '/get-started': '/start-here', '/accessibility-statement': '/accessibility' } as Record<string, string>)[route.path] ?? route.path;
      expect(html).toContain(`<link rel="canonical" href="https://verse.example${canonical}"`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toContain('<meta property="og:image" content="https://verse.example/og-image.png"');
    }
  });

  test('with JavaScript off, a page still reads in full', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/structured-literacy');
    await expect(h1(page)).toHaveText('Structured Literacy: reading taught step by step');
    await page.getByText('How soon will we see results?').click();
    await expect(page.getByText(/4-6 weeks/)).toBeVisible();
    await context.close();
  });

  test('thank-you pages are noindex; sitemap.xml lists the public pages, robots.txt points to it; the sharing image exists', async ({ request }) => {
    for (const path of ['/thank-you/consultation', '/thank-you/intake', '/thank-you/contact']) {
      expect(await (await request.get(path)).text()).toContain('<meta name="robots" content="noindex"');
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/', '/dyslexia', '/services-offered', '/privacy', '/for-schools', '/accessibility', '/vpat']) expect(sitemap).toContain(`<loc>https://verse.example${path}</loc>`);
    expect(sitemap).not.toContain('thank-you');
    expect(sitemap).not.toContain('/admin');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://verse.example/sitemap.xml');
    const image = await request.get('/og-image.png');
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('page headers: CSP without inline script, frame-ancestors none', async ({ request }) => {
    const csp = (await request.get('/dyslexia')).headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(/script-src [^;]*/.exec(csp)?.[0]).not.toContain('unsafe-inline');
  });

  test('/contact: the form is drawn with the page and holds its place; nothing moves as its script takes over, on a phone or wide', async ({ page }) => {
    await watchShifts(page);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/contact');
      await expect(page.locator('verse-contact-form').getByRole('textbox', { name: 'Name' })).toBeEditable();
      await page.waitForLoadState('networkidle');
      expect(await shiftsSeen(page), `${width} px`).toEqual([]);
    }
  });

  test('pages whose content comes with their script move nothing as it arrives: the footer starts below the first screen', async ({ page }) => {
    await watchShifts(page);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/admin', '/reset-password', '/teacher-portal', '/verify-email']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('.site-footer').evaluate((footer) => footer.getBoundingClientRect().top), `${path} at ${width} px`).toBeGreaterThanOrEqual(800);
        expect(await shiftsSeen(page), `${path} at ${width} px`).toEqual([]);
      }
    }
    // A thank-you page opened without a submission is left for the page it sends to, loaded whole,
    // by its gate: an inline classic script first in its head, before anything is drawn. The page's own
    // scripts, asked for once it has painted, are never asked for.
    const thanks = await (await page.request.get('/thank-you/intake')).text();
    const head = thanks.slice(0, thanks.indexOf('</head>'));
    expect(head).toMatch(/<script data-flag="intakeSubmitted" data-otherwise="\/start-here">[^<]+<\/script>/);
    expect(head.indexOf('data-flag=')).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(head).toContain('data-modules="/site/thank-you/intake-');
    await page.setViewportSize({ width: 360, height: 800 });
    const pageScripts: string[] = [];
    page.on('request', (request) => /\/site\/thank-you\/\w+-[\w-]+\.js$/.test(request.url()) && pageScripts.push(request.url()));
    for (const [path, otherwise] of [['/thank-you/contact', '/contact'], ['/thank-you/intake', '/start-here']] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(otherwise);
      await page.waitForLoadState('networkidle');
      expect(await shiftsSeen(page), `${path}, sent to ${otherwise}`).toEqual([]);
    }
    expect(pageScripts).toEqual([]);
    // A confirmation link cut short says so, and asks nothing of the server.
    const asked: string[] = [];
    page.on('request', (request) => request.url().includes('/api/account/verify-email') && asked.push(request.url()));
    await page.goto('/verify-email');
    await expect(page.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('This link has no confirmation code: open the whole link from your email, or ask for a new one from your account.');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/my-consultations');
    expect(asked).toEqual([]);
  });

  test('pages paint in Lexend from its 14 KB core file; a name with another Latin letter brings the whole Latin file', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'font' && fonts.push(new URL(request.url()).pathname));
    for (const path of ['/', '/contact', '/student-apps/grammar']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      expect(fonts.every((font) => /^\/assets\/lexend-core-[\w-]+\.woff2$/.test(font)), `${path}: ${fonts.join(', ')}`).toBe(true);
      expect(await page.evaluate(() => document.fonts.check('700 16px "Lexend Variable"', 'Reading'))).toBe(true);
    }
    expect(fonts.length).toBeGreaterThan(0);
    // Zoë: the ë is not in the core file. The whole Latin file is fetched and draws it in Lexend.
    await page.evaluate(() => {
      const name = document.createElement('p');
      name.textContent = 'Zoë';
      document.querySelector('main')!.append(name);
    });
    await expect.poll(() => fonts.some((font) => /^\/assets\/lexend-latin-wght-normal-[\w-]+\.woff2$/.test(font))).toBe(true);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Lexend Variable"', 'Zoë'))).toBe(true);
  });

  test('pages keep to their own CSP: nothing they run or load is refused (Zod parses without new Function)', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`));
    });
    for (const path of ['/', '/teacher-portal', '/contact', '/login', '/student-apps', '/student-apps/grammar', '/embed/booking', '/embed/pdf-viewer']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
    }
  });
});

test.describe('header menus', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('keyboard: Enter opens a menu, arrows move through it, Escape closes it and focus returns', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const tools = nav.getByRole('button', { name: 'VERSE Tools' });
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab'); // skip link
    while (!(await tools.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    const studentApps = nav.getByRole('link', { name: /Student Apps/ });
    await expect(studentApps).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(studentApps).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: /Decoding Discoveries/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
    await expect(studentApps).toBeHidden();
    await expect(tools).toBeFocused();

    // Tab past the last link closes the menu (the menu lists the site's pages, then every tool).
    await page.keyboard.press('Enter');
    const links = await nav.getByRole('list').filter({ has: page.getByRole('link', { name: /Student Apps/ }) }).last().getByRole('link').count();
    expect(links).toBeGreaterThan(4);
    for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
  });

  test('one menu at a time; a click elsewhere closes it; a link navigates and closes it', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Home' }).click();
    await nav.getByRole('button', { name: 'Resources' }).click();
    await expect(nav.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'true');
    await h1(page).click();
    await expect(nav.getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'false');

    await nav.getByRole('button', { name: 'Start Here' }).click();
    await nav.getByRole('link', { name: /Structured Literacy/ }).click();
    await expect(page).toHaveURL(/\/structured-literacy$/);
    await expect(h1(page)).toHaveText(/Structured Literacy/);
    await expect(page).toHaveTitle('Structured Literacy Tutoring - VERSE');
    await expect(nav.getByRole('button', { name: 'Start Here' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('button', { name: 'Start Here' })).toHaveClass(/is-active/);
  });

  test('a new page starts at the top, with focus on its content', async ({ page }) => {
    await visit(page, '/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Meet Our Staff' }).click();
    await expect(h1(page)).toHaveText('Meet Our Staff');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await expect(page.locator('#main')).toBeFocused();
  });

  test('?menu=tools opens the Tools menu on arrival', async ({ page }) => {
    await visit(page, '/?menu=tools');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'VERSE Tools' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /Teacher Portal/ })).toBeVisible();
    const { violations } = await axeOn(page).analyze();
    expect(violations).toEqual([]);
  });

  test('Services and Contact are plain links', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('href', '/services-offered');
    await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact');
  });
});

test.describe('phone width (360 px, touch)', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the drawer: hamburger opens it from the left, focus inside, Escape closes and returns focus', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.tap();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => Math.round((await drawer.boundingBox())!.x)).toBe(0);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    const { violations } = await axeOn(page).analyze();
    expect(violations).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(hamburger).toBeFocused();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });

  test('a drawer link navigates and closes the drawer', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Meet Our Staff' }).tap();
    await expect(page).toHaveURL(/\/meet-our-staff$/);
    await expect(h1(page)).toHaveText('Meet Our Staff');
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
  });

  test('?menu=tools opens the drawer on a phone', async ({ page }) => {
    await visit(page, '/?menu=tools');
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Student Apps' })).toBeVisible();
  });

  test('no page is wider than the phone', async ({ page }) => {
    for (const route of routes) {
      await visit(page, route.path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), route.path).toBeLessThanOrEqual(360);
    }
  });
});

test.describe('page behaviour', () => {
  test('/dyslexia#testimonials scrolls to the success stories; See Success Stories sets the hash and scrolls', async ({ page }) => {
    await visit(page, '/dyslexia#testimonials');
    await expect(page.locator('#testimonials')).toBeInViewport();

    await visit(page, '/dyslexia');
    await expect(page.locator('#testimonials')).not.toBeInViewport();
    await page.getByRole('link', { name: 'See Success Stories' }).click();
    await expect(page).toHaveURL(/\/dyslexia#testimonials$/);
    await expect(page.locator('#testimonials')).toBeInViewport();
  });

  test('/dyslexia: every consultation button goes to the booking dialog; Learn About Our Approach to structured literacy', async ({ page }) => {
    await visit(page, '/dyslexia');
    for (const name of ['Book a Free Consultation', 'Schedule a Free Consultation', 'Book Your Consultation']) {
      await expect(main(page).getByRole('link', { name })).toHaveAttribute('href', '/start-here?open=consultation');
    }
    await expect(main(page).getByRole('link', { name: 'Learn About Our Approach' })).toHaveAttribute('href', '/structured-literacy');
  });

  test('/structured-literacy: Schedule Now records a 0 USD conversion and opens the booking dialog; Start Form the intake', async ({ page }) => {
    await visit(page, '/structured-literacy');
    await expect(main(page).getByRole('link', { name: 'Start Form' })).toHaveAttribute('href', '/start-here?open=intake');
    await main(page).getByRole('link', { name: 'Schedule Now' }).click();
    await expect(page).toHaveURL(/\/start-here\?open=consultation$/);
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
    expect(layer).toContainEqual(expect.objectContaining({ event: 'conversion', conversion_type: 'schedule_now', value: 0, currency: 'USD' }));
  });

  test('/structured-literacy: the FAQ accordion opens by keyboard and gives the stated answers', async ({ page }) => {
    await visit(page, '/structured-literacy');
    const answers: [string, RegExp][] = [
      ['How soon will we see results?', /4-6 weeks/],
      ['When will my child make significant gains?', /3-6 months/],
      ['Are your educators certified?', /certified/],
    ];
    for (const [question, answer] of answers) {
      const summary = page.getByText(question);
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(summary.locator('xpath=..').locator('p')).toHaveText(answer);
    }
    await expect(page.locator('.faq details')).toHaveCount(4);
  });

  test('/services-offered: the price list of the spec, each offer in its colour', async ({ page }) => {
    await visit(page, '/services-offered');
    const prices: [string, string][] = [
      ['Free Consultation', 'Free'],
      ['Student Assessments', '$100'],
      ['1:1 Online Reading Tutoring', '$70/hour'],
      ['1:1 Online Math Tutoring', '$70/hour'],
      ['Reading Discovery Program', '$1,200'],
      ['1:1 Online Writing', '$50/hour'],
    ];
    const offers = main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(offers).toHaveCount(6);
    const colours = new Set<string>();
    for (const [index, [title, price]] of prices.entries()) {
      const offer = offers.nth(index);
      await expect(offer.getByRole('heading')).toHaveText(title);
      await expect(offer.getByText(price, { exact: true })).toBeVisible();
      colours.add(await offer.evaluate((el) => getComputedStyle(el).borderTopColor));
    }
    expect(colours.size).toBe(6);
    await expect(offers.nth(1).getByText('Free after completing 8 sessions')).toBeVisible();
    await expect(offers.nth(4).getByText('Online 1:1, twenty sessions')).toBeVisible();
    await expect(offers.nth(5).getByText("Printing, D'Nealian, cursive")).toBeVisible();
  });

  test('/data-deletion: the deletion timeline exactly', async ({ page }) => {
    await visit(page, '/data-deletion');
    for (const text of [
      'Acknowledgment within 48 hours.',
      'Verification in 2-3 business days.',
      'Review in 3-5 business days.',
      'Deletion within 10 business days.',
      'about 15 business days in total',
      'purged within about 30 days',
      'kept for about 7 years',
      'appeals are answered within 10 business days',
    ]) {
      await expect(main(page).getByText(text)).toBeVisible();
    }
  });

  test('/terms has its 15 sections and /privacy its 13', async ({ page }) => {
    await visit(page, '/terms');
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveCount(15);
    await expect(main(page).getByText(/generally non-refundable/)).toBeVisible();
    await expect(main(page).getByText(/limited to the amount you paid/)).toBeVisible();
    await visit(page, '/privacy');
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveCount(13);
    await expect(main(page).getByRole('heading', { name: /reCAPTCHA v3/ })).toBeVisible();
  });

  test('/dyslexia-resources: the Parent Resources and FAQ block has four links', async ({ page }) => {
    await visit(page, '/dyslexia-resources');
    const block = main(page).getByRole('region', { name: 'Parent Resources and FAQ' });
    await expect(block.getByRole('link')).toHaveCount(4);
  });

  test('/utah-fits-all: Apply Now goes to the program’s own site', async ({ page }) => {
    await visit(page, '/utah-fits-all');
    await expect(main(page).getByRole('link', { name: /Apply Now/ })).toHaveAttribute('href', 'https://utahfitsall.org/');
  });

  test('/meet-our-staff: three tutors, each with an illustrated portrait and a bio', async ({ page }) => {
    await visit(page, '/meet-our-staff');
    const tutors = main(page).getByRole('article');
    await expect(tutors).toHaveCount(3);
    for (const tutor of await tutors.all()) {
      await expect(tutor.getByRole('img', { name: /Illustrated portrait of/ })).toBeVisible();
      await expect(tutor.getByRole('heading', { level: 2 })).toBeVisible();
      expect((await tutor.locator('p').allTextContents()).join(' ').length).toBeGreaterThan(200);
    }
  });

  test('/assessments: reading and spelling progress charts, readable as images and as numbers', async ({ page }) => {
    await visit(page, '/assessments');
    await expect(main(page).getByRole('img', { name: /Reading progress/ })).toBeVisible();
    await expect(main(page).getByRole('img', { name: /Spelling progress/ })).toBeVisible();
    await main(page).getByText('Show the numbers').first().click();
    await expect(main(page).getByRole('table', { name: 'Reading progress' })).toBeVisible();
  });

  test('/decoding-discoveries: Start Module does nothing', async ({ page }) => {
    await visit(page, '/decoding-discoveries');
    const buttons = main(page).getByRole('button', { name: 'Start Module' });
    await expect(buttons).toHaveCount(3);
    await buttons.first().click();
    await expect(page).toHaveURL(/\/decoding-discoveries$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('/teacher-portal signed in: tabs by keyboard, six game cards, each panel, the teacher’s email and a Logout that signs out', async ({ page }) => {
    // A teacher account, made as the portal makes one (sign-up, then sign-in); the workspace itself is tests/e2e/teacher.spec.ts.
    const email = `teacher-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@school.example`;
    await visit(page, '/');
    const headers = { Origin: new URL(page.url()).origin };
    const data = { name: 'Ms Lee', email, password: 'phonics every day', school: null, recaptchaToken: 'local:register' };
    expect((await page.request.post('/api/teacher/register', { headers, data })).status()).toBe(201);
    expect((await page.request.post('/api/auth/login', { headers, data: { email, password: data.password, recaptchaToken: 'local:login' } })).status()).toBe(200);
    await confirmTeacher(page.request, headers.Origin, email);
    await visit(page, '/teacher-portal');
    const top = page.getByRole('tablist', { name: 'Teacher portal' });
    await expect(top.getByRole('tab')).toHaveText(['Create', 'Admin']);
    const sub = page.getByRole('tablist', { name: 'Create' });
    await expect(sub.getByRole('tab')).toHaveText(['Create Games', 'Track Assignments', 'My Students']);
    await expect(main(page).getByText(email, { exact: true })).toBeVisible();
    const cards = page.getByRole('tabpanel', { name: 'Create Games' }).getByRole('list').first().getByRole('listitem');
    await expect(cards.getByRole('heading')).toHaveText([
      'Anagram - Unscramble Letters',
      'Place Value Showdown',
      'Sentence Sense - Unscramble Words',
      'Sort Categories',
      'Spinner Wheel',
      'Whack A Mole',
    ]);
    await expect(cards.getByRole('button', { name: 'Create Game' })).toHaveCount(6);

    await sub.getByRole('tab', { name: 'Create Games' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(sub.getByRole('tab', { name: 'Track Assignments' })).toBeFocused();
    await expect(sub.getByRole('tab', { name: 'Track Assignments' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Track Assignments' })).toContainText('Assign a game');
    await page.keyboard.press('End');
    await expect(page.getByRole('tabpanel', { name: 'My Students' })).toContainText('No classes yet.');

    await top.getByRole('tab', { name: 'Create' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tabpanel', { name: 'Admin' })).toContainText('Delete my account');

    await main(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await visit(page, '/teacher-portal');
    await expect(main(page).getByRole('heading', { name: 'Sign in to the Teacher Portal' })).toBeVisible();
  });

  test('/student-apps: the four app cards link to their tools; the footer is hidden on the tools themselves', async ({ page }) => {
    await visit(page, '/student-apps');
    const links: [string, string][] = [
      ['Reading Practice', '/student-apps/writing-paper'],
      ['Spelling Mastery', '/student-apps/letter-tiles'],
      ['Math It', '/student-apps/math-it'],
      ['Alphabetical Order', '/student-apps/alphabetical-order'],
    ];
    // The four app cards come first; the list of every tool below repeats some names.
    const cards = main(page).getByRole('list').first();
    for (const [name, href] of links) await expect(cards.getByRole('link', { name })).toHaveAttribute('href', href);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await visit(page, '/student-apps/letter-tiles');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeHidden();
  });

  test('/reading-spelling-help: the two buttons open dialogs holding the simpler forms; Escape closes them', async ({ page }) => {
    await visit(page, '/reading-spelling-help');
    await expect(main(page).locator('.checklist li')).toHaveCount(6);
    await main(page).getByRole('button', { name: 'Schedule Your Free Consultation' }).first().click();
    const consultation = page.getByRole('dialog', { name: 'Schedule My Free Consultation' });
    await expect(consultation).toBeVisible();
    await expect(consultation.locator('verse-consultation-request')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(consultation).toBeHidden();

    await main(page).getByRole('button', { name: "Get Your Child's Assessment" }).first().click();
    const assessment = page.getByRole('dialog', { name: "Get Your Child's Assessment" });
    await expect(assessment).toBeVisible();
    await expect(assessment.locator('verse-intake-form[variant="simple"]')).toHaveCount(1);
    await assessment.getByRole('button', { name: 'Close' }).first().click();
    await expect(assessment).toBeHidden();
  });

  test('/reading-spelling-help: a sent consultation request closes its dialog and its success toast stays in view', async ({ page }) => {
    await visit(page, '/reading-spelling-help');
    await main(page).getByRole('button', { name: 'Schedule Your Free Consultation' }).first().click();
    const consultation = page.getByRole('dialog', { name: 'Schedule My Free Consultation' });
    await consultation.getByRole('textbox', { name: 'Parent/Guardian Name' }).fill('Robin Reader');
    await consultation.getByRole('textbox', { name: 'Email' }).fill('robin@example.com');
    await consultation.getByRole('textbox', { name: 'Phone' }).fill('801-555-0110');
    await consultation.getByRole('textbox', { name: 'Student Age' }).fill('8');
    await consultation.locator('verse-consultation-request').getByRole('button', { name: /Schedule/ }).click();
    await expect(consultation).toBeHidden();
    const toast = page.getByText('Consultation Scheduled!');
    await expect(toast).toBeVisible();
    await expect(page.getByText("We'll contact you within 24 hours to confirm your consultation time.")).toBeVisible();
    // The toast leaves after its 5 s.
    await expect(toast).toBeHidden({ timeout: 8_000 });
  });

  test('footer: support email, legal links, and Cookie settings shows the consent banner again', async ({ page }) => {
    await visit(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'support@verse.example' })).toHaveAttribute('href', 'mailto:support@verse.example');
    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Data Deletion', '/data-deletion'],
      ['Terms of Service', '/terms'],
    ]) {
      await expect(footer.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(footer.getByText('© 2024 VERSE')).toBeVisible();
    // The visitor chose before (beforeEach), so the banner is away until they ask for it.
    const banner = page.getByRole('region', { name: 'Cookies and your privacy' });
    await expect(banner).toBeHidden();
    await footer.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner).toBeVisible();
  });

  test('skip link moves keyboard focus to the page content', async ({ page }) => {
    await visit(page, '/services-offered');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});

/** From the next page on, every layout shift the page makes (its score), as the browser reports them. */
const watchShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });

const shiftsSeen = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);

test.describe('for schools', () => {
  test('the footer and the Teacher Portal lead to For Schools; each LMS has its steps and every value copies as shown', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, '/teacher-portal');
    await main(page).getByRole('link', { name: 'VERSE for Schools' }).click();
    await expect(page).toHaveURL('/for-schools');
    await expect(h1(page)).toHaveText('VERSE for Schools');
    await visit(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'For Schools' }).click();
    await expect(page).toHaveURL('/for-schools');

    // The values are this deployment's, as the /lti page gives them (checked below).
    const paths = ['/lti/register', '/lti/canvas.json', '/lti/login', '/lti/launch', '/lti/jwks'];
    const values = main(page).getByRole('definition');
    for (const path of paths) await expect(values.filter({ hasText: `${baseURL}${path}` }).first()).toBeVisible();
    await main(page).getByRole('button', { name: 'Copy Public keyset (JWKS URL)' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/lti/jwks`);

    for (const lms of ['Canvas', 'Moodle (4.x)', 'Schoology', 'Blackboard (Learn Ultra and Original)']) {
      const steps = main(page).getByRole('region', { name: lms });
      await expect(steps.getByRole('listitem').first()).toBeVisible();
      expect(await steps.getByRole('button', { name: /^Copy / }).count(), lms).toBeGreaterThan(0);
    }
    await main(page).getByRole('button', { name: 'Copy Schoology login initiation URL' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/lti/login`);

    const data = main(page).getByRole('region', { name: 'What we keep about children, and for how long' });
    await expect(data).toContainText('No child has an account');
    await expect(data).toContainText('A launch is kept for 4 hours, a score for 30 days');
    for (const [name, href] of [
      ['VERSE for LMS administrators', '/lti'],
      ['Accessibility statement', '/accessibility'],
      ['accessibility conformance report', '/vpat'],
      ['Privacy Policy', '/privacy'],
    ] as const) {
      await expect(main(page).getByRole('link', { name, exact: true }).last()).toHaveAttribute('href', href);
    }
    await main(page).getByRole('link', { name: 'VERSE for LMS administrators' }).first().click();
    await expect(page).toHaveURL('/lti');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('VERSE for LMS administrators');
    for (const path of paths) await expect(main(page).getByRole('definition').filter({ hasText: `${baseURL}${path}` }).first()).toBeVisible();

    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, '/for-schools');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, `for-schools-${width}.png`, { fullPage: true });
    }
  });

  test('the accessibility statement and the conformance report: the standard, the tests, the gaps, a contact, and every WCAG 2.2 A and AA criterion', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await expect(page).toHaveURL('/accessibility');
    await expect(main(page)).toContainText('WCAG) 2.2, level AA');
    await expect(main(page)).toContainText('runs axe-core');
    await expect(main(page).getByRole('link', { name: 'support@verse.example' })).toBeVisible();
    await main(page).getByRole('link', { name: 'Read the accessibility conformance report' }).click();
    await expect(page).toHaveURL('/vpat');
    const levelA = main(page).getByRole('table', { name: 'Table 1: Success Criteria, Level A' });
    const levelAA = main(page).getByRole('table', { name: 'Table 2: Success Criteria, Level AA' });
    await expect(levelA.getByRole('columnheader')).toHaveText(['Criteria', 'Conformance Level', 'Remarks and Explanations']);
    expect(await levelA.getByRole('row').count()).toBe(1 + 31);
    expect(await levelAA.getByRole('row').count()).toBe(1 + 24);
    await expect(levelAA.getByRole('row').filter({ hasText: '1.4.3 Contrast (Minimum)' })).toContainText('Supports');
    await expect(levelAA.getByRole('row').filter({ hasText: '2.4.7 Focus Visible' })).toContainText('Not Evaluated');
    // Label in Name: axe's rule for it runs on every tool and embed page, and no known gap is left.
    await expect(levelA.getByRole('row').filter({ hasText: '2.5.3 Label in Name' }).getByRole('cell').first()).toHaveText('Supports');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/accessibility', '/vpat']) {
        await visit(page, path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
        await shot(page, `${path.slice(1)}-${width}.png`, { fullPage: true });
      }
    }
  });
});
