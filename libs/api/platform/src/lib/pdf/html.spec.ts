import { html, trustedHtml } from './html';

describe('html template', () => {
  it('escapes interpolated text, keeps nested templates, joins arrays and drops empty values', () => {
    const name = `<img src=x onerror="alert('x')">&`;
    const rows = ['a<b', 'c'].map((cell) => html`<td>${cell}</td>`);
    // The whitespace inside the template is part of what is asserted: Prettier keeps out.
    // prettier-ignore
    const value = html`<p title="${name}">${name}</p><tr>${rows}</tr>${null}${undefined}${false}${0}`.value;
    expect(value).toBe(
      '<p title="&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;">&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;</p>' +
        '<tr><td>a&lt;b</td><td>c</td></tr>0',
    );
  });

  it('passes trusted markup through untouched', () => {
    expect(html`<div>${trustedHtml('<b>ok</b>')}</div>`.value).toBe('<div><b>ok</b></div>');
  });
});
