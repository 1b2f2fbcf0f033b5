import type { Page } from 'puppeteer-core';

/** Waits for an option whose text starts with `text` in the select, picks it, and answers its value. */
export async function selectByText(page: Page, select: string, text: string): Promise<string> {
  const handle = await page.waitForFunction(
    (selector, start) =>
      Array.from(document.querySelectorAll<HTMLOptionElement>(`${selector} option`)).find(
        (option) => option.textContent?.trim().startsWith(start),
      )?.value,
    {},
    select,
    text,
  );
  const value = (await handle.jsonValue()) as string;
  await page.select(select, value);
  return value;
}

/** The current year in São Paulo (the demo company's and the test browser's zone). */
export function currentYear(): number {
  return Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(
      new Date(),
    ),
  );
}

/**
 * Sets an input's value the way the browser does when a person picks it (the
 * native setter, then an `input` event), for inputs whose typing depends on the
 * locale, such as dates.
 */
export async function setInputValue(page: Page, selector: string, value: string) {
  await page.waitForSelector(selector);
  await page.$eval(
    selector,
    (input, next) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, next);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    value,
  );
}
