// Header: Industries dropdown (hover and keyboard) on wide screens, the menu toggle on phones,
// current section marking, and the Services link.
import { expect, test } from '@playwright/test';
import { checkContent } from '../src/content/index.ts';

const { content, routes } = checkContent();
const { header } = content!.site;
const labels = content!.ui.header;
const menuIndustries = content!.industries.items.filter((i) => i.inMenu);
/** The label of the header item that links to href. */
const navLabel = (href: string) => header.items.find((item) => item.href === href)!.label;
const industriesLabel = header.items.find((item) => item.menu === 'industries')!.label;
const firstPost = routes.find((r) => r.kind === 'post')!.path;

test('the header lists the industries marked for the menu and marks the current section', async ({
  page,
  isMobile,
}) => {
  expect(menuIndustries.length).toBeGreaterThan(0);
  await page.goto(`/industries/${menuIndustries[0]!.slug}`);
  const nav = page.getByRole('navigation', { name: isMobile ? labels.mobileMenu : labels.mainMenu });
  if (isMobile) await page.getByRole('button', { name: labels.menuButton }).click();
  else await page.getByRole('button', { name: industriesLabel }).hover();
  await expect(nav.locator('a[href^="/industries/"]')).toHaveCount(menuIndustries.length);
  for (const { title } of menuIndustries) {
    await expect(nav.getByRole('link', { name: title, exact: true })).toBeVisible();
  }
  const current = nav.locator('[aria-current="page"]');
  await expect(current.first()).toBeVisible();
  await page.goto(firstPost);
  if (isMobile) await page.getByRole('button', { name: labels.menuButton }).click();
  // An article is in the Blog section but is not the Blog page itself.
  await expect(nav.getByRole('link', { name: navLabel('/blog') })).toHaveAttribute('aria-current', 'true');
  await expect(nav.getByRole('link', { name: navLabel('/') })).not.toHaveAttribute('aria-current');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  await page.goto('/blog');
  if (isMobile) await page.getByRole('button', { name: labels.menuButton }).click();
  await expect(nav.getByRole('link', { name: navLabel('/blog') })).toHaveAttribute('aria-current', 'page');
});

test('desktop: the Industries dropdown opens on hover and from the keyboard, Escape closes it', async ({
  page,
  isMobile,
}) => {
  await page.goto('/about');
  if (isMobile) {
    // Phones have no dropdown: the toggle opens the menu with the same items.
    const toggle = page.getByRole('button', { name: labels.menuButton });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page
      .locator('#mobile-menu')
      .getByRole('link', { name: navLabel('/blog') })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    return;
  }
  const toggle = page.getByRole('button', { name: industriesLabel });
  const menu = page.locator('#industries-menu');
  await expect(menu).toBeHidden();
  await toggle.hover();
  await expect(menu).toBeVisible();
  await page.mouse.move(5, 700);
  await expect(menu).toBeHidden();

  // Keyboard only: Tab to the button, Enter opens, Escape closes and returns focus.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Space');
  await expect(menu).toBeHidden();
});

test('phone: the menu closes after an in-page link is chosen', async ({ page, isMobile }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: labels.menuButton });
  if (!isMobile) {
    await expect(toggle).toBeHidden(); // wide screens show the full navigation instead
    await expect(page.getByRole('navigation', { name: labels.mainMenu })).toBeVisible();
    return;
  }
  await toggle.click();
  await page
    .locator('#mobile-menu')
    .getByRole('link', { name: navLabel('/#services') })
    .click();
  await expect(page.locator('#mobile-menu')).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/\/#services$/);
});

test('Services goes to the services section of the home page from any page', async ({ page, isMobile }) => {
  await page.goto('/contact');
  if (isMobile) await page.getByRole('button', { name: labels.menuButton }).click();
  const nav = page.getByRole('navigation', { name: isMobile ? labels.mobileMenu : labels.mainMenu });
  await nav.getByRole('link', { name: navLabel('/#services') }).click();
  await expect(page).toHaveURL(/\/#services$/);
  await expect(page.locator('#services')).toBeInViewport();
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: content!.site.skipLinkLabel });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator('#main')).toBeFocused();
});

test('the consultation link is in the header without opening the menu, beside the logo, from 320 px', async ({
  page,
  isMobile,
}) => {
  // Phones from the narrowest in use to the width the issue was found at; large screens as they are.
  const widths = isMobile ? [320, 360, 375, 390] : [page.viewportSize()!.width];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/about');
    const bar = page.getByRole('banner');
    const cta = bar.locator('[data-header-cta]');
    await expect(cta, `${width} px`).toBeVisible();
    await expect(cta).toHaveAccessibleName(header.cta.label);
    await expect(cta).toHaveAttribute('href', header.cta.href);
    await expect(bar.getByRole('link', { name: content!.site.company.name })).toBeVisible();
    const logo = (await bar.locator('a[href="/"]').first().boundingBox())!;
    const link = (await cta.boundingBox())!;
    // At least 8 px of air between the logo and the link, the whole link on the screen, one line of header.
    expect(link.x - (logo.x + logo.width), `${width} px`).toBeGreaterThanOrEqual(8);
    expect(link.x + link.width).toBeLessThanOrEqual(width);
    expect(link.height).toBeGreaterThanOrEqual(40); // a thumb's target
    expect(link.y + link.height).toBeLessThanOrEqual(64);
    if (isMobile) {
      const toggle = (await bar.getByRole('button', { name: labels.menuButton }).boundingBox())!;
      expect(toggle.x - (link.x + link.width), `${width} px`).toBeGreaterThanOrEqual(4);
    }
  }
});
