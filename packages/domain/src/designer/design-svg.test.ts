import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { DEMO_DESIGN_TEMPLATES } from './demo-templates.js';
import { designArb, sampleTitle } from './design.arb.js';
import { designSvg, previewLines } from './design-svg.js';
import { blankDesign } from './document.js';
import { type PrintFormat, printFormatOf } from './print-format.js';

const a5 = printFormatOf('flyers', { format: 'a5' }) as PrintFormat;

describe('designSvg', () => {
  it('draws the page as it is cut: the trim in millimetres, the background to the bleed, clipped to the cut', () => {
    const document = {
      ...blankDesign(a5),
      pages: [{ side: 'recto' as const, background: '#1d3557', objects: [sampleTitle] }],
    };
    const svg = designSvg(document, { title: 'Soirée jazz' });
    expect(svg).toContain('viewBox="0 0 148 210"');
    expect(svg).toContain('width="148mm" height="210mm"');
    expect(svg).toContain('<title id="t">Soirée jazz</title>');
    expect(svg).toContain('<rect x="-2" y="-2" width="152" height="214" fill="#1d3557"/>');
    expect(svg).toContain('>Soirée jazz</tspan>');
    expect(svg).toContain('font-family="Lora, sans-serif"');
  });

  it('escapes what the shopper typed, so a text never becomes markup', () => {
    const document = {
      ...blankDesign(a5),
      pages: [
        {
          side: 'recto' as const,
          background: null,
          objects: [{ ...sampleTitle, text: '<script>alert("x")</script> & Cie' }],
        },
      ],
    };
    const svg = designSvg(document, { title: 'A & B <c>' });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(svg).toContain('<title id="t">A &#38; B &#60;c&#62;</title>');
  });

  it('cuts a round sticker round, and draws images from their previews when told where they are', () => {
    const round = printFormatOf('stickers', { format: '50', shape: 'rond' }) as PrintFormat;
    expect(round.shape).toBe('circle');
    expect(designSvg(blankDesign(round), { title: 'Logo' })).toContain(
      '<clipPath id="cut"><ellipse cx="25" cy="25" rx="25" ry="25"/></clipPath>',
    );

    const withImage = {
      ...blankDesign(a5),
      assets: [{ id: 'a1', mediaType: 'image/jpeg' as const, widthPx: 100, heightPx: 100 }],
      pages: [
        {
          side: 'recto' as const,
          background: null,
          objects: [
            {
              kind: 'image' as const,
              id: 'i',
              assetId: 'a1',
              x: 0,
              y: 0,
              width: 50,
              height: 50,
              rotation: 90,
            },
          ],
        },
      ],
    };
    expect(designSvg(withImage, { title: 'x', imageUrl: (id) => `/images/${id}` })).toContain(
      '<image x="0" y="0" width="50" height="50" preserveAspectRatio="none" href="/images/a1" transform="rotate(90 25 25)"/>',
    );
    expect(designSvg(withImage, { title: 'x' })).toContain('fill="#d0d0d0"');
  });

  test.prop([designArb()])('is one inert SVG element for any design', (document) => {
    const svg = designSvg(document, { title: 'Design' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/<script|<foreignObject|\son[a-z]+=|href="(?!\/)/i);
    expect(svg.match(/<svg/g)).toHaveLength(1);
  });

  it('draws every demo template without leaving its text out', () => {
    for (const template of DEMO_DESIGN_TEMPLATES) {
      const document = template.documentFor((printFormatOf(template.productId, {}) ?? a5) as PrintFormat);
      const svg = designSvg(document, { title: template.name });
      for (const object of document.pages[0]?.objects ?? []) {
        if (object.kind !== 'text') continue;
        const firstWord = object.text.split(/[\s\n]+/)[0] ?? '';
        expect(svg, template.id).toContain(firstWord.replace(/&/g, '&#38;').replace(/</g, '&#60;'));
      }
    }
  });
});

describe('previewLines', () => {
  it('keeps the text’s own line breaks and wraps long lines between words', () => {
    expect(previewLines({ text: 'Le Hot Club\n26 rue Lanterne', sizePt: 12, width: 200 })).toEqual([
      'Le Hot Club',
      '26 rue Lanterne',
    ]);
    const wrapped = previewLines({
      text: 'Une phrase assez longue pour tenir sur deux lignes',
      sizePt: 12,
      width: 40,
    });
    expect(wrapped.length).toBeGreaterThan(1);
    expect(wrapped.join(' ')).toBe('Une phrase assez longue pour tenir sur deux lignes');
  });

  test.prop([
    fc.string({ maxLength: 200 }),
    fc.integer({ min: 6, max: 72 }),
    fc.integer({ min: 5, max: 300 }),
  ])('never loses a word', (text, sizePt, width) => {
    const words = (value: string) => value.split(/[ \n]+/).filter((word) => word !== '');
    expect(words(previewLines({ text, sizePt, width }).join('\n'))).toEqual(words(text));
  });
});
