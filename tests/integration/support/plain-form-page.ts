// A page's form posted as a browser posts it without script (docs/product/rules.md#forms-without-script),
// and what the page answered shows: its text, its forms, and each control's value and error.
import type { TestServer } from './test-server.ts';
import type { TestResponse } from './http-client.ts';

const CONTACT_PAGE = '/jacobs/contact';

export interface PostOptions {
  /** The page the form was on (its Referer); default the contact page. */
  from?: string;
  /** The client's address (with trustProxy: 'loopback'). */
  ip?: string;
  headers?: Record<string, string>;
  /** Where it posts; default the contact page. */
  action?: string;
}

/** A form posted as a browser posts it from this site: urlencoded, with its Origin and Referer. */
export function postForm(server: TestServer, fields: Record<string, string>, { from = CONTACT_PAGE, ip, headers = {}, action = CONTACT_PAGE }: PostOptions = {}): Promise<TestResponse> {
  return server.client().request('POST', action, undefined, {
    rawBody: new URLSearchParams(fields).toString(),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: server.baseUrl,
      Referer: `${server.baseUrl}${from}`,
      'Sec-Fetch-Site': 'same-origin',
      ...(ip ? { 'X-Forwarded-For': ip } : {}),
      ...headers,
    },
  });
}

export const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
/** The markup of the page's #root, without its styles. */
export const rootOf = (html: string) => (/<div id="root">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '').replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
export const textOf = (html: string) => decode(rootOf(html).replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

/** A form of the page, by its class. */
export const formOf = (html: string, className: string) => new RegExp(`<form [^>]*class="${className}"[\\s\\S]*?</form>`).exec(rootOf(html))?.[0] ?? '';

/** A control of a form, by name: its value and, when the server refused it, the error shown right below it. */
export function control(form: string, name: string) {
  const tag = new RegExp(`<(input|textarea|select)[^>]* name="${name}"[^>]*>`).exec(form);
  if (!tag) throw new Error(`no control named ${name}`);
  const after = form.slice(tag.index + tag[0].length);
  const value = tag[1] === 'textarea' ? decode(/^([\s\S]*?)<\/textarea>/.exec(after)?.[1] ?? '') : tag[1] === 'select' ? decode(/<option [^>]*value="([^"]*)" selected=""/.exec(after)?.[1] ?? '') : decode(/ value="([^"]*)"/.exec(tag[0])?.[1] ?? '');
  const describedBy = / aria-describedby="([^"]+)"/.exec(tag[0])?.[1];
  // Beside it: the error is the next element after the control (after a select's chevron).
  const error = describedBy ? decode(new RegExp(`^(?:</textarea>|</select>\\s*<span[^>]*>[\\s\\S]*?</span></div>)?<p id="${describedBy}" class="field-error">([^<]*)</p>`).exec(after)?.[1] ?? '(not beside the field)') : undefined;
  return { value, error, invalid: / aria-invalid="true"/.test(tag[0]) };
}

