#ifndef GRAVITY_LINE_BREAK_H
#define GRAVITY_LINE_BREAK_H

#include <stdint.h>

/* ICU's line break iterator behind plain C types. Swift never imports ICU's
   headers: Foundation's own ICU (_FoundationICU) declares the same types
   (UErrorCode, UBreakIterator), and Clang refuses both in one Swift module. */

typedef struct gravity_line_breaker gravity_line_breaker;

/* A line break iterator for `locale` (as "@lb=normal") with no text yet;
   NULL when ICU cannot open it (its data missing). */
gravity_line_breaker *gravity_line_breaker_open(const char *locale);

/* Points `breaker` at `text` (`length` UTF-16 units, read only until the
   next call with other text). 0 on failure. */
int gravity_line_breaker_set_text(gravity_line_breaker *breaker, const uint16_t *text, int32_t length);

/* The next boundary (a UTF-16 offset where a line may start), or -1 at the end. */
int32_t gravity_line_breaker_next(gravity_line_breaker *breaker);

void gravity_line_breaker_close(gravity_line_breaker *breaker);

/* The ICU library loaded on first use ("libicuuc.so.72"), and why it could
   not be (dlerror's text), or NULL when it was or no line was broken yet. */
const char *gravity_icu_library(void);
const char *gravity_icu_load_error(void);

/* ICU's version ("72.1") and the Unicode version of its data ("15.0"). */
const char *gravity_icu_version(void);
const char *gravity_icu_unicode_version(void);

#endif
