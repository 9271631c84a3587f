#include "gravity_line_break.h"

#include <unicode/ubrk.h>
#include <unicode/uversion.h>

/* ICU renames every function with its version (ubrk_open is ubrk_open_72)
   through macros: calling them from C keeps the version out of Swift. */

gravity_line_breaker *gravity_line_breaker_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, NULL, 0, &status);
    if (U_FAILURE(status)) {
        if (iterator) ubrk_close(iterator);
        return NULL;
    }
    return (gravity_line_breaker *)iterator;
}

int gravity_line_breaker_set_text(gravity_line_breaker *breaker, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText((UBreakIterator *)breaker, (const UChar *)text, length, &status);
    return U_SUCCESS(status) ? 1 : 0;
}

int32_t gravity_line_breaker_next(gravity_line_breaker *breaker) {
    int32_t next = ubrk_next((UBreakIterator *)breaker);
    return next == UBRK_DONE ? -1 : next;
}

void gravity_line_breaker_close(gravity_line_breaker *breaker) { ubrk_close((UBreakIterator *)breaker); }

const char *gravity_icu_version(void) { return U_ICU_VERSION; }

const char *gravity_icu_unicode_version(void) { return U_UNICODE_VERSION; }
