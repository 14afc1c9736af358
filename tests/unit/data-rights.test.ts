import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataRightsForm } from '../../client/components/data-rights-form.tsx';
import {
  buildDataRightsMailto,
  DATA_RIGHTS_MESSAGES,
  DATA_RIGHTS_RESET_MS,
  type DataRightsRequest,
  dataRightsBody,
  REQUEST_TYPES,
  validateDataRightsRequest,
} from '../../client/lib/data-rights.ts';

const valid: DataRightsRequest = {
  name: 'ישראל ישראלי',
  email: 'israel@example.com',
  requestType: 'deletion',
  details: 'נא למחוק את המידע & תודה? 100%',
};

describe('data-rights validation', () => {
  it('accepts a complete request, details optional', () => {
    expect(validateDataRightsRequest(valid)).toEqual({ valid: true, invalid: [], message: null });
    expect(validateDataRightsRequest({ ...valid, details: '' }).valid).toBe(true);
  });

  it('requires name, email and request type with the required-fields message', () => {
    const result = validateDataRightsRequest({ name: ' ', email: '', requestType: '', details: 'x' });
    expect(result.valid).toBe(false);
    expect(result.invalid).toEqual(['name', 'email', 'requestType']);
    expect(result.message).toBe(DATA_RIGHTS_MESSAGES.required);
    expect(validateDataRightsRequest({ ...valid, requestType: '' }).invalid).toEqual(['requestType']);
    expect(validateDataRightsRequest({ ...valid, requestType: 'bogus' as never }).invalid).toEqual([
      'requestType',
    ]);
  });

  it('rejects a malformed email', () => {
    const result = validateDataRightsRequest({ ...valid, email: 'not-an-email' });
    expect(result).toMatchObject({
      valid: false,
      invalid: ['email'],
      message: DATA_RIGHTS_MESSAGES.invalidEmail,
    });
  });

  it('has the five request types with Hebrew labels', () => {
    expect(REQUEST_TYPES.map((type) => type.value)).toEqual([
      'access',
      'correction',
      'deletion',
      'objection',
      'portability',
    ]);
    for (const type of REQUEST_TYPES) expect(type.label).toMatch(/[\u0590-\u05FF]/);
  });

  it('resets after 5 seconds', () => {
    expect(DATA_RIGHTS_RESET_MS).toBe(5000);
  });
});

describe('data-rights mailto', () => {
  it('addresses the privacy mailbox with an encoded subject and body', () => {
    const url = buildDataRightsMailto(valid, 'privacy@site.test');
    expect(url.startsWith('mailto:privacy@site.test?subject=')).toBe(true);
    expect(url).not.toMatch(/[\s\u0590-\u05FF]/);
    const query = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    expect([...query.keys()]).toEqual(['subject', 'body']);
    expect(query.get('subject')).toContain('מחיקת מידע');
    const body = query.get('body') ?? '';
    expect(body).toBe(dataRightsBody(valid));
    expect(body).toContain('שם: ישראל ישראלי');
    expect(body).toContain('אימייל: israel@example.com');
    expect(body).toContain('סוג הבקשה: מחיקת מידע');
    expect(body).toContain('פרטים: נא למחוק את המידע & תודה? 100%');
    expect(body).toContain('\r\n');
  });

  it('encodes characters that would break the URL', () => {
    const url = buildDataRightsMailto({ ...valid, name: 'a&body=evil', details: '' }, 'x@y.test');
    expect(url).toContain('a%26body%3Devil');
    const query = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    expect(query.getAll('body')).toHaveLength(1);
    expect(query.get('body')).toContain('פרטים: —');
  });
});

describe('data-rights form without JavaScript', () => {
  /** The form as a route renders it (it posts through a fetcher when it has no address). */
  const render = (props: Parameters<typeof DataRightsForm>[0]) => {
    const Stub = createRoutesStub([{ path: '*', Component: () => createElement(DataRightsForm, props) }]);
    return renderToString(createElement(Stub, { initialEntries: ['/privacy'] }));
  };

  it('renders a mailto form the browser can submit by itself', () => {
    const html = render({ to: 'privacy@site.test' });
    expect(html).toContain('action="mailto:privacy@site.test?subject=');
    expect(html).toContain('method="post"');
    expect(html).toMatch(/enctype="text\/plain"/i);
    expect(html).not.toContain('novalidate');
    expect(html).toContain('type="email"');
    expect(html.match(/required=""/g)).toHaveLength(3);
    expect(html).toContain('role="status"');
    expect(html).toContain(DATA_RIGHTS_MESSAGES.submit);
  });

  it('without an address renders a form that posts to the privacy page itself, no mail client', () => {
    const html = render({});
    expect(html).toMatch(/<form[^>]*action="\/privacy"/);
    expect(html).toMatch(/enctype="application\/x-www-form-urlencoded"/i);
    expect(html).not.toContain('mailto:');
    expect(html.match(/required=""/g)).toHaveLength(3);
  });

  it("shows the action's answer when the form was posted without JavaScript", () => {
    const html = render({ result: { status: 'success', message: DATA_RIGHTS_MESSAGES.success } });
    expect(html).toContain(DATA_RIGHTS_MESSAGES.success);
    const refused = render({
      result: { status: 'error', message: DATA_RIGHTS_MESSAGES.required, invalid: ['name'] },
    });
    expect(refused).toContain(DATA_RIGHTS_MESSAGES.required);
    expect(refused).toMatch(/name="name"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="name"/);
  });
});
