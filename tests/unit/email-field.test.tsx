import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailField } from '../../client/components/email-field.tsx';

// The email field of the footer signup and the data-rights request: a refused address must be
// announced, so the input is marked invalid and described by the message that says why.

type Props = Parameters<typeof EmailField>[0];
const render = (props: Partial<Props> = {}) =>
  renderToStaticMarkup(
    createElement(EmailField, { id: 'f-email', labelClassName: 'sr-only', className: 'field', ...props }),
  );
const input = (html: string) => html.match(/<input[^>]*>/)?.[0] ?? '';

describe('EmailField', () => {
  it('labels an email input typed left to right and aligned to its end', () => {
    const html = render();
    expect(html).toContain('<label for="f-email" class="sr-only">אימייל</label>');
    for (const attribute of [
      'id="f-email"',
      'name="email"',
      'type="email"',
      'inputMode="email"',
      'autoComplete="email"',
      'dir="ltr"',
      'class="field text-end"',
    ])
      expect(input(html)).toContain(attribute);
    expect(input(html)).not.toContain('aria-invalid');
    expect(input(html)).not.toContain('aria-describedby');
  });

  it('marks a required field in its label and on the input', () => {
    const html = render({ required: true, labelClassName: 'font-bold' });
    expect(html).toContain(
      '<label for="f-email" class="font-bold">אימייל <span aria-hidden="true">*</span></label>',
    );
    expect(input(html)).toContain('required');
  });

  it('shows its own error under the input and points the input at it', () => {
    const html = render({ error: 'אנא הכנס כתובת אימייל תקינה', errorClassName: 'text-small' });
    expect(input(html)).toContain('aria-invalid="true"');
    expect(input(html)).toContain('aria-describedby="f-email-error"');
    expect(html).toMatch(
      /<input[^>]*><p id="f-email-error" class="text-small">אנא הכנס כתובת אימייל תקינה<\/p>$/,
    );
  });

  it("points a refused input at the form's message, and nowhere while it is valid", () => {
    expect(input(render({ invalid: true, messageId: 'form-message' }))).toMatch(
      /aria-invalid="true".*aria-describedby="form-message"/,
    );
    expect(input(render({ invalid: false, messageId: 'form-message' }))).not.toMatch(
      /aria-(invalid|describedby)/,
    );
  });
});
