/**
 * The pharmacy home carousel as the API answers it: public (guest-pharmacy.sliders, every locale's
 * images) and to the intranet administrators who manage it (intranet.sliders.*).
 */
import type { Locale } from '../i18n/locale';

/** One banner image: its file name and a short-lived URL (the bucket is private). */
export interface Slide {
  name: string;
  url: string;
}

/** A banner image as its administrators see it: where it is in which carousel. */
export interface Slider extends Slide {
  locale: Locale;
  position: number;
}

/** Each locale's carousel, in order. */
export type SlidesByLocale<T extends Slide = Slide> = Record<Locale, T[]>;
