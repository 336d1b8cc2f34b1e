/** Demo banner images for the pharmacy home carousel (SVG, made here so nothing is downloaded). */
const palettes = [
  ['#0b5394', '#3d85c6'],
  ['#38761d', '#6aa84f'],
  ['#7f6000', '#bf9000'],
];

const titles = {
  ca: ['Benvinguts al portal de farmàcies', 'Noves promocions de temporada', 'Formació: webinars Advance'],
  es: ['Bienvenidos al portal de farmacias', 'Nuevas promociones de temporada', 'Formación: webinars Advance'],
};

export function demoSliders(locale: 'ca' | 'es'): { fileName: string; svg: string }[] {
  return titles[locale].map((title, i) => {
    const [from, to] = palettes[i % palettes.length]!;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="300" fill="url(#g)"/>
<text x="60" y="170" font-family="Helvetica, Arial, sans-serif" font-size="52" font-weight="700" fill="#fff">${title}</text>
</svg>`;
    return { fileName: `banner-${i + 1}-${locale}.svg`, svg };
  });
}
