import { describe, expect, it } from 'vitest';
import { renderEmail, renderPlainEmail } from './email-template';

describe('the email template', () => {
  it('has a language, a heading, and the text part says what the HTML says', () => {
    const { html, text } = renderEmail({
      brandName: 'Harbour',
      title: '80% of your mobile data used',
      paragraphs: ['021 123 4567 has used 80% of its data.'],
      action: { label: 'See your usage', url: 'https://portal.test/mobile/usage' },
      footer: 'Change what we send you at https://portal.test/account/notifications.',
    });
    expect(html).toContain('<html lang="en-NZ">');
    expect(html).toContain(
      '<h1 style="font-size:22px;margin:0 0 16px;">80% of your mobile data used</h1>',
    );
    expect(html).toContain('role="presentation"');
    expect(html).toContain('href="https://portal.test/mobile/usage"');
    expect(text).toContain('021 123 4567 has used 80% of its data.');
    expect(text).toContain('See your usage: https://portal.test/mobile/usage');
    // The footer's address is a link, without the full stop that ends its sentence.
    expect(html).toContain('<a href="https://portal.test/account/notifications" ');
  });

  it('escapes what it is given and links web addresses in plain text', () => {
    const html = renderPlainEmail({
      brandName: 'Harbour',
      subject: 'A <b>subject</b>',
      text: 'Hi <script>x</script>\n\nOpen https://portal.test/reset?token=a&b now',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="https://portal.test/reset?token=a&amp;b"');
    expect(html).toContain('A &lt;b&gt;subject&lt;/b&gt;');
  });
});
