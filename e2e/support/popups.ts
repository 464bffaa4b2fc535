import { expect, type Page } from '@playwright/test';

/** The app's popups as a user meets them. */

/** Closes the popup `title` by «Понятно», after it showed. */
export async function closePopup(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Понятно' }).click();
  await expect(dialog).toBeHidden();
}

/** Closes the popups that are up, whichever is on top first: by «Понятно» or the cross. */
export async function dismissPopups(page: Page, titles: string[]) {
  for (const name of titles) await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect(async () => {
    for (const name of titles) {
      const popup = page.getByRole('dialog', { name });
      if (await popup.isVisible())
        await popup
          .getByRole('button', { name: /^(Понятно|Закрыть)$/ })
          .first()
          .click({ timeout: 1_000 })
          // Under another popup: that one is closed first, and this one on the next round.
          .catch(() => undefined);
    }
    for (const name of titles) await expect(page.getByRole('dialog', { name })).toBeHidden({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
}
