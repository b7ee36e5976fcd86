// Zebra's host status (~HS): the printer answers three framed strings,
//   <STX>aaa,b,c,dddd,eee,f,g,h,iii,j,k,l<ETX><CR><LF>
//   <STX>mmm,n,o,p,q,r,s,t,uuuuuuuu,v,www<ETX><CR><LF>
//   <STX>xxxx,y<ETX><CR><LF>
// with flags for paper out, pause, buffer full, head up, ribbon out and temperature.
// This reads them into the faults the operator is shown (Portuguese).
import type { PrinterStatus } from '../../shared/bridge';

const STX = '\u0002';
const ETX = '\u0003';

/** The complete framed strings in `text`, without STX/ETX. */
export function framesOf(text: string): string[] {
  const frames: string[] = [];
  let start = text.indexOf(STX);
  while (start !== -1) {
    const end = text.indexOf(ETX, start + 1);
    if (end === -1) break;
    frames.push(text.slice(start + 1, end));
    start = text.indexOf(STX, end + 1);
  }
  return frames;
}

/** True once the whole answer (three frames) has arrived. */
export function isCompleteHostStatus(text: string): boolean {
  return framesOf(text).length >= 3;
}

/** Flag position in string 1 / string 2 -> the fault it means when it is 1. */
const STRING1_FAULTS: [number, string][] = [
  [1, 'Sem etiqueta (papel acabou)'],
  [2, 'Impressora em pausa'],
  [5, 'Memória de recepção cheia'],
  [9, 'Memória corrompida'],
  [10, 'Temperatura abaixo do mínimo'],
  [11, 'Temperatura acima do máximo'],
];
const STRING2_FAULTS: [number, string][] = [
  [2, 'Cabeça de impressão aberta'],
  [3, 'Ribbon acabou'],
];

export function parseHostStatus(text: string): PrinterStatus {
  const [first, second] = framesOf(text).map((frame) => frame.split(','));
  if (!first || !second || first.length < 12 || second.length < 11) {
    return { ok: false, faults: ['Resposta de status inválida da impressora'] };
  }
  const faults = [
    ...STRING1_FAULTS.filter(([index]) => first[index]?.trim() === '1').map(([, fault]) => fault),
    ...STRING2_FAULTS.filter(([index]) => second[index]?.trim() === '1').map(([, fault]) => fault),
  ];
  return { ok: faults.length === 0, faults };
}

/** A status answer, as a printer (or tools/printer-sink.ts) sends it. */
export function formatHostStatus({ paperOut = false, paused = false, headOpen = false, ribbonOut = false } = {}): string {
  const flag = (on: boolean) => (on ? '1' : '0');
  return (
    `${STX}030,${flag(paperOut)},${flag(paused)},1245,000,0,0,0,000,0,0,0${ETX}\r\n` +
    `${STX}001,0,${flag(headOpen)},${flag(ribbonOut)},1,2,6,0,00000000,1,000${ETX}\r\n` +
    `${STX}1234,0${ETX}\r\n`
  );
}
