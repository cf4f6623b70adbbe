/**
 * Intl formatters made once per locale and options, then reused: building one costs far more than
 * formatting with it, and store cards and headers format times and counts for every store on the
 * first screen (Lighthouse total blocking time, issue 16 item 17).
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** `new Intl.DateTimeFormat(locale, options)`, cached; throws as it does (an unknown time zone). */
export function cachedDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, cached. */
export function cachedNumberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

const listFormats = new Map<string, Intl.ListFormat>();

/** `new Intl.ListFormat(locale, options)`, cached. */
export function cachedListFormat(locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = listFormats.get(key);
  if (!format) {
    format = new Intl.ListFormat(locale, options);
    listFormats.set(key, format);
  }
  return format;
}
