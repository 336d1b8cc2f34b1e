/**
 * Messages the API answers with, in both languages. Keys are stable; the web app has its own
 * catalogue for screen text. `{name}` placeholders are filled by `serverMessage`.
 */
import type { Locale } from './locale';

const ca = {
  'errors.unauthenticated': 'No identificat. Inicieu la sessió.',
  'errors.forbidden': 'No teniu permís per fer aquesta acció.',
  'errors.not_found': "No s'ha trobat el recurs.",
  'errors.route_not_found': 'No existeix la ruta {method} {path}.',
  'errors.record_not_found': "No s'ha trobat el registre.",
  'errors.conflict': 'Les dades han canviat mentrestant. Torneu a carregar i proveu-ho de nou.',
  'errors.server': "S'ha produït un error inesperat. Torneu-ho a provar més tard.",
  'errors.invalid': 'Les dades enviades no són vàlides.',
  'errors.too_many': "Massa intents. Torneu-ho a provar d'aquí a {seconds} segons.",
  'errors.payload_too_large': 'El fitxer és massa gran (màxim {max}).',
  'validation.required': 'Aquest camp és obligatori.',
  'validation.string': 'Ha de ser un text.',
  'validation.number': 'Ha de ser un número.',
  'validation.integer': 'Ha de ser un número enter.',
  'validation.boolean': 'Ha de ser cert o fals.',
  'validation.array': 'Ha de ser una llista.',
  'validation.object': 'Ha de ser un objecte.',
  'validation.date': 'Ha de ser una data vàlida (AAAA-MM-DD).',
  'validation.email': 'Ha de ser una adreça electrònica vàlida.',
  'validation.url': 'Ha de ser una adreça web vàlida.',
  'validation.format': 'El format no és vàlid.',
  'validation.in': 'El valor triat no és vàlid.',
  'validation.min_string': 'Ha de tenir com a mínim {min} caràcters.',
  'validation.max_string': 'Ha de tenir com a màxim {max} caràcters.',
  'validation.min_number': 'Ha de ser com a mínim {min}.',
  'validation.max_number': 'Ha de ser com a màxim {max}.',
  'validation.gt_number': 'Ha de ser més gran que {min}.',
  'validation.lt_number': 'Ha de ser més petit que {max}.',
  'validation.min_array': 'Ha de tenir com a mínim {min} elements.',
  'validation.max_array': 'Ha de tenir com a màxim {max} elements.',
  'validation.unknown_field': 'Camp no permès.',
  'validation.unique': 'Aquest valor ja existeix.',
  'validation.confirmed': 'La confirmació no coincideix.',
  'validation.password_strength': 'Ha de contenir una minúscula, una majúscula, un dígit i un caràcter especial.',
  'validation.body': 'El cos de la petició no és vàlid.',
} as const;

export type ServerMessageKey = keyof typeof ca;

const es: Record<ServerMessageKey, string> = {
  'errors.unauthenticated': 'No identificado. Inicie sesión.',
  'errors.forbidden': 'No tiene permiso para realizar esta acción.',
  'errors.not_found': 'No se ha encontrado el recurso.',
  'errors.route_not_found': 'No existe la ruta {method} {path}.',
  'errors.record_not_found': 'No se ha encontrado el registro.',
  'errors.conflict': 'Los datos han cambiado mientras tanto. Vuelva a cargar e inténtelo de nuevo.',
  'errors.server': 'Se ha producido un error inesperado. Vuelva a intentarlo más tarde.',
  'errors.invalid': 'Los datos enviados no son válidos.',
  'errors.too_many': 'Demasiados intentos. Vuelva a intentarlo dentro de {seconds} segundos.',
  'errors.payload_too_large': 'El fichero es demasiado grande (máximo {max}).',
  'validation.required': 'Este campo es obligatorio.',
  'validation.string': 'Debe ser un texto.',
  'validation.number': 'Debe ser un número.',
  'validation.integer': 'Debe ser un número entero.',
  'validation.boolean': 'Debe ser verdadero o falso.',
  'validation.array': 'Debe ser una lista.',
  'validation.object': 'Debe ser un objeto.',
  'validation.date': 'Debe ser una fecha válida (AAAA-MM-DD).',
  'validation.email': 'Debe ser una dirección de correo electrónico válida.',
  'validation.url': 'Debe ser una dirección web válida.',
  'validation.format': 'El formato no es válido.',
  'validation.in': 'El valor elegido no es válido.',
  'validation.min_string': 'Debe tener como mínimo {min} caracteres.',
  'validation.max_string': 'Debe tener como máximo {max} caracteres.',
  'validation.min_number': 'Debe ser como mínimo {min}.',
  'validation.max_number': 'Debe ser como máximo {max}.',
  'validation.gt_number': 'Debe ser mayor que {min}.',
  'validation.lt_number': 'Debe ser menor que {max}.',
  'validation.min_array': 'Debe tener como mínimo {min} elementos.',
  'validation.max_array': 'Debe tener como máximo {max} elementos.',
  'validation.unknown_field': 'Campo no permitido.',
  'validation.unique': 'Este valor ya existe.',
  'validation.confirmed': 'La confirmación no coincide.',
  'validation.password_strength': 'Debe contener una minúscula, una mayúscula, un dígito y un carácter especial.',
  'validation.body': 'El cuerpo de la petición no es válido.',
};

export const SERVER_MESSAGES: Record<Locale, Record<ServerMessageKey, string>> = { ca, es };

export function serverMessage(locale: Locale, key: ServerMessageKey, vars: Record<string, string | number> = {}): string {
  return SERVER_MESSAGES[locale][key].replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
