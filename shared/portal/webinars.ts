/** A webinar of the pharmacy webinars grid (guest-pharmacy.webinars), newest first. */
export interface Webinar {
  id: number;
  title_ca: string;
  title_es: string;
  /** A short-lived URL of its thumbnail and the image's size. */
  thumbnail: { url: string; width: number; height: number };
  embed_url: string;
  created_at: string;
}
